// Sends outbox messages: e-mail over SMTP (nodemailer) when SMTP_URL is set; otherwise, and for SMS, written to the log.
import type { Logger } from 'pino';
import { getConfig } from '../config';

export interface OutgoingMessage {
  id: number;
  channel: string;
  to: string;
  subject: string;
  body: string;
}

export interface MailTransport {
  kind: 'smtp' | 'log';
  send(message: OutgoingMessage, log: Logger): Promise<void>;
}

/** Development and tests: the message is logged (links and codes included) and counts as sent. */
export const logTransport: MailTransport = {
  kind: 'log',
  async send(message, log) {
    log.info(
      { outbox_id: message.id, channel: message.channel, to: message.to, subject: message.subject, body: message.body },
      'outbox message',
    );
  },
};

export async function createSmtpTransport(url: string, from: string): Promise<MailTransport> {
  const { createTransport } = await import('nodemailer');
  const smtp = createTransport(url);
  return {
    kind: 'smtp',
    async send(message, log) {
      // There is no SMS gateway yet: text messages are logged so staff can read them from the log.
      if (message.channel !== 'email') return logTransport.send(message, log);
      await smtp.sendMail({ from, to: message.to, subject: message.subject, text: message.body });
    },
  };
}

const holder = globalThis as unknown as { __appMailTransport?: Promise<MailTransport> };

/** The process's transport, chosen once from the config. */
export function getMailTransport(): Promise<MailTransport> {
  const config = getConfig();
  holder.__appMailTransport ??= config.SMTP_URL
    ? createSmtpTransport(
        config.SMTP_URL,
        config.MAIL_FROM ?? `${config.BRAND_NAME} <no-reply@${new URL(config.publicUrl).hostname}>`,
      )
    : Promise.resolve(logTransport);
  return holder.__appMailTransport;
}
