import { z } from 'zod';
import { LANGUAGES, LEARNING_GOALS, LEARNING_MODES, SKILL_LEVELS, THEMES, VOICE_GENDERS, INTERFACE_LANGUAGES } from '../constants/enums.js';
import { VALIDATION } from '../constants/constants.js';
import { VALIDATION_MESSAGES, formatMessage } from '../constants/messages.js';

// In a browser, zod compiles no parser at run time: its probe for `new Function` is reported as a violation by every
// page whose Content-Security-Policy has no 'unsafe-eval' (the app's, a partner's), and interpreted parsers are fast
// enough for forms. Servers keep the compiled parsers.
if (typeof document !== 'undefined') {
  z.config({ jitless: true });
}

/** A non-empty string; missing, non-string or blank input reports 'This field is required' (§5). */
export function requiredString() {
  return z
    .string({ error: VALIDATION_MESSAGES.required })
    .trim()
    .min(1, { error: VALIDATION_MESSAGES.required, abort: true });
}

/** An email address, reported with the §5 messages. */
export const emailField = requiredString()
  .max(254, { error: VALIDATION_MESSAGES.email })
  .pipe(z.email({ error: VALIDATION_MESSAGES.email }))
  .transform((email) => email.toLowerCase());

/** A new password: at least {@link VALIDATION.passwordMinLength} characters (§5). */
export const passwordField = z
  .string({ error: VALIDATION_MESSAGES.required })
  .min(1, { error: VALIDATION_MESSAGES.required, abort: true })
  .min(VALIDATION.passwordMinLength, {
    error: formatMessage(VALIDATION_MESSAGES.passwordMin, { min: VALIDATION.passwordMinLength }),
  })
  .max(VALIDATION.passwordMaxLength, { error: VALIDATION_MESSAGES.invalidFormat });

/** A first or last name: 2–50 characters after trimming (§5). */
export const nameField = requiredString()
  .min(VALIDATION.nameMinLength, {
    error: formatMessage(VALIDATION_MESSAGES.nameMin, { min: VALIDATION.nameMinLength }),
  })
  .max(VALIDATION.nameMaxLength, {
    error: formatMessage(VALIDATION_MESSAGES.nameMax, { max: VALIDATION.nameMaxLength }),
  });

/** An ISO 8601 timestamp with offset, as every response carries them. */
export const timestamp = z.iso.datetime({ offset: true });

/** A resource id (UUID). */
export const id = z.string().min(1).max(64);

const invalid = { error: VALIDATION_MESSAGES.invalidFormat };
/** A supported language code. */
export const languageCode = z.enum(LANGUAGES, invalid);
/** An interface language code. */
export const interfaceLanguage = z.enum(INTERFACE_LANGUAGES, invalid);
/** A skill level. */
export const skillLevel = z.enum(SKILL_LEVELS, invalid);
/** A learning mode. */
export const learningMode = z.enum(LEARNING_MODES, invalid);
/** A learning goal. */
export const learningGoal = z.enum(LEARNING_GOALS, invalid);
/** A theme choice. */
export const theme = z.enum(THEMES, invalid);
/** A voice gender. */
export const voiceGender = z.enum(VOICE_GENDERS, invalid);

/** A BCP 47 language tag such as `en-US` or `fr`. */
export const languageTag = z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, invalid);

/** Audio as base64 (optionally a `data:` URL), as the voice calls take it. */
export const base64Audio = requiredString().regex(/^(data:audio\/[\w.+-]+;base64,)?[A-Za-z0-9+/=\s]+$/, invalid);

/** A list page: `results`, the `next` page's path and query (or null), and the total `count`. */
export function paginated<T extends z.ZodType>(item: T) {
  return z.object({
    results: z.array(item),
    next: z.string().nullable(),
    count: z.number().int().nonnegative(),
  });
}

/** Query of a list call: page size and offset. */
export const pageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});

/** A body with only a human-readable message. */
export const messageResponse = z.object({ message: z.string() });
