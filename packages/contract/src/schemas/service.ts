import { z } from 'zod';
import { id, languageCode, paginated, timestamp } from './fields.js';

/** GET /health/: liveness and the database's state. */
export const health = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  time: timestamp,
  database: z.enum(['ok', 'unavailable']),
});

/** One supported language and what the server can do in it. */
export const supportedLanguage = z.object({
  code: languageCode,
  name: z.string(),
  native_name: z.string(),
  text_to_speech: z.boolean(),
  speech_to_text: z.boolean(),
  spell_check: z.boolean(),
});

/** GET languages/supported/. */
export const supportedLanguages = z.object({ results: z.array(supportedLanguage) });

/** One of the 12 sections of the terms (§2). */
export const termsSection = z.object({ id: z.string(), title: z.string(), body: z.string() });

/** GET terms/: version, last-updated date and the full text (§2, §3). */
export const terms = z.object({
  version: z.string(),
  last_updated: z.iso.date(),
  sections: z.array(termsSection).length(12),
});

/** One mail in the development outbox. */
export const outboxMail = z.object({
  id,
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  links: z.array(z.string()),
  created_at: timestamp,
});

/** GET dev/outbox/: mails the server would have sent (development only). */
export const outbox = paginated(outboxMail);
