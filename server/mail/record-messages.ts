// The e-mail a customer gets when staff write a note on one of their records or their car moves to another stage.
import { getConfig } from '../config';
import type { NewMessage } from './outbox';

export interface RecordUpdateMail {
  to: string;
  firstName: string;
  /** The car as the customer knows it: "2019 Toyota Camry (VIN …)". */
  car: string;
  /** The page that shows the record, absolute. */
  link: string;
}

/** A new note: its words are in the e-mail (only public notes are ever sent; private ones never reach a customer). */
export function recordNoteEmail(mail: RecordUpdateMail, author: string, content: string): NewMessage {
  const brand = getConfig().BRAND_NAME;
  return {
    channel: 'email',
    to: mail.to,
    subject: `New note on your ${mail.car}`,
    body: [
      mail.firstName ? `Hello ${mail.firstName},` : 'Hello,',
      '',
      `${author || brand} wrote a note about your ${mail.car}:`,
      '',
      content,
      '',
      'See it and reply on your dashboard:',
      mail.link,
    ].join('\n'),
  };
}

/** The car reached a new stage of its way home. */
export function recordStageEmail(mail: RecordUpdateMail, stage: string): NewMessage {
  return {
    channel: 'email',
    to: mail.to,
    subject: `Your ${mail.car}: ${stage}`,
    body: [
      mail.firstName ? `Hello ${mail.firstName},` : 'Hello,',
      '',
      `Your ${mail.car} has moved on: ${stage}.`,
      '',
      'Follow it on your dashboard:',
      mail.link,
    ].join('\n'),
  };
}
