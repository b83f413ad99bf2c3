// The texts of the e-mails and SMS the accounts flows send.
import { getConfig } from '../config';
import type { NewMessage } from './outbox';

function brand(): string {
  return getConfig().BRAND_NAME;
}

function greeting(firstName: string): string {
  return firstName ? `Hello ${firstName},` : 'Hello,';
}

export function verificationEmail(to: string, firstName: string, link: string): NewMessage {
  return {
    channel: 'email',
    to,
    subject: `Verify your ${brand()} account`,
    body: [
      greeting(firstName),
      '',
      `Please confirm your e-mail address to activate your ${brand()} account:`,
      link,
      '',
      'The link works once and expires in 3 days. If you did not sign up, ignore this e-mail.',
    ].join('\n'),
  };
}

export function verificationSms(to: string, code: string): NewMessage {
  return { channel: 'sms', to, body: `${brand()}: your verification code is ${code}. It expires in 10 minutes.` };
}

/** A signed-in user's new phone number: confirming it makes it a login and a contact others may see. */
export function phoneChangeSms(to: string, code: string): NewMessage {
  return {
    channel: 'sms',
    to,
    body: `${brand()}: your code to confirm this phone number is ${code}. It expires in 10 minutes.`,
  };
}

export function passwordResetEmail(to: string, firstName: string, link: string): NewMessage {
  return {
    channel: 'email',
    to,
    subject: `Reset your ${brand()} password`,
    body: [
      greeting(firstName),
      '',
      'Someone asked to reset the password of your account. To choose a new one, open:',
      link,
      '',
      'The link works once and expires in 24 hours. If it was not you, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  };
}

export function passwordResetSms(to: string, code: string): NewMessage {
  return { channel: 'sms', to, body: `${brand()}: your password reset code is ${code}. It expires in 10 minutes.` };
}

/** A visitor keeping their chat: the code goes to the address they gave, by e-mail (SMS uses verificationSms). */
export function chatVerificationEmail(to: string, firstName: string, code: string): NewMessage {
  return {
    channel: 'email',
    to,
    subject: `Your ${brand()} chat code`,
    body: [
      greeting(firstName),
      '',
      `Your code to keep your ${brand()} chat conversation is ${code}.`,
      '',
      'It expires in 10 minutes. If you did not ask for it, ignore this e-mail.',
    ].join('\n'),
  };
}

/** A signed-in user's new e-mail address (decision 055): the link makes it the account's login and contact address. */
export function emailChangeLinkEmail(to: string, firstName: string, link: string): NewMessage {
  return {
    channel: 'email',
    to,
    subject: `Confirm your new ${brand()} e-mail address`,
    body: [
      greeting(firstName),
      '',
      `You asked to use this address for your ${brand()} account. To confirm it, open:`,
      link,
      '',
      'The link works once and expires in 24 hours. Until then your account keeps its current address.',
      'If you did not ask for this, ignore this e-mail: nothing changes.',
    ].join('\n'),
  };
}

/** The account's current address hears of a requested change: if it was not the owner, they can act in time. */
export function emailChangeNoticeEmail(to: string, firstName: string, newEmail: string): NewMessage {
  return {
    channel: 'email',
    to,
    subject: `A new e-mail address was requested for your ${brand()} account`,
    body: [
      greeting(firstName),
      '',
      `Someone signed in to your ${brand()} account asked to change its e-mail address to ${newEmail}.`,
      'Nothing changes until the link sent to that address is opened. You can cancel the change on your account page.',
      '',
      'If it was not you, change your password now and cancel the change:',
      `${getConfig().publicUrl}/account`,
    ].join('\n'),
  };
}

/** Our team answered in a customer's chat and the customer has not read it (decision 055). */
export function chatReplyEmail(
  to: string,
  firstName: string,
  author: string,
  preview: string,
  link: string,
): NewMessage {
  return {
    channel: 'email',
    to,
    subject: `${author || brand()} replied to you on ${brand()}`,
    body: [
      greeting(firstName),
      '',
      `${author || `The ${brand()} team`} replied in your chat:`,
      '',
      preview,
      '',
      'Read it and answer here:',
      link,
      '',
      `You get at most one such e-mail per chat every 15 minutes. To stop them, turn off chat e-mails on your account page: ${getConfig().publicUrl}/account`,
    ].join('\n'),
  };
}
