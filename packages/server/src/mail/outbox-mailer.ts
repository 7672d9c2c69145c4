import type { Clock } from '../clock.js';
import type { Database } from '../db/database.js';
import { outboxMails } from '../db/schema.js';
import type { Mail, Mailer } from './mailer.js';

/** A mailer that stores mails in the database outbox (read at GET /api/v1/dev/outbox/). */
export function createOutboxMailer(db: Database, clock: Clock): Mailer {
  return {
    async send(mail: Mail) {
      await db.insert(outboxMails).values({
        toAddress: mail.to.toLowerCase(),
        subject: mail.subject,
        text: mail.text,
        links: mail.links,
        createdAt: clock.now(),
      });
    },
  };
}
