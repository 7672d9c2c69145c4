import type { Clock } from '../clock.js';
import type { Database } from '../db/database.js';
import { checkRateLimit } from '../limits/rate-limiter.js';
import type { Mail, Mailer } from './mailer.js';

/**
 * Sends a mail unless its address has had its share this hour (`mail_recipient`: 5 an hour): repeated reset,
 * registration or verification requests for one address cannot flood its inbox. Returns whether it was sent.
 */
export async function sendLimitedMail(deps: { db: Database; mailer: Mailer; clock: Clock }, mail: Mail): Promise<boolean> {
  const decision = await checkRateLimit(deps.db, 'mail_recipient', { key: `mail:${mail.to.toLowerCase()}` }, deps.clock.now());
  if (!decision.allowed) {
    return false;
  }
  await deps.mailer.send(mail);
  return true;
}
