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
