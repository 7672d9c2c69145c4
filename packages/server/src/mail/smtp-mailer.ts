import { createTransport } from 'nodemailer';
import type { Mail, Mailer } from './mailer.js';

/** A mailer that sends through an SMTP server given as a URL (`smtp://user:pass@host:587`). */
export function createSmtpMailer(smtpUrl: string, from = 'Parla <no-reply@parla.local>'): Mailer {
  const transport = createTransport(smtpUrl);
  return {
    async send(mail: Mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
  };
}
