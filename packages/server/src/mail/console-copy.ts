import type { Mail, Mailer } from './mailer.js';

/** A mailer that also prints each mail (recipient, subject, links) to `log`, for a developer's console; `log` unset: unchanged. */
export function withConsoleCopy(mailer: Mailer, log: ((line: string) => void) | undefined): Mailer {
  if (!log) {
    return mailer;
  }
  return {
    async send(mail: Mail) {
      await mailer.send(mail);
      log(`✉ mail to ${mail.to}: ${mail.subject}${mail.links.map((link) => `\n    ${link}`).join('')}`);
    },
  };
}
