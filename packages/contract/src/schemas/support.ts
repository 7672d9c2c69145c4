import { z } from 'zod';
import { SUPPORT_CATEGORIES } from '../constants/enums.js';
import { COMPONENT_DEFAULTS, VALIDATION } from '../constants/constants.js';
import { VALIDATION_MESSAGES } from '../constants/messages.js';
import { id, requiredString, timestamp } from './fields.js';

/** POST support/report/: a problem report. */
export const supportReportRequest = z.object({
  subject: requiredString().max(200, { error: VALIDATION_MESSAGES.invalidFormat }),
  description: requiredString().max(VALIDATION.supportTextMaxLength, { error: VALIDATION_MESSAGES.invalidFormat }),
  category: z.enum(SUPPORT_CATEGORIES, { error: VALIDATION_MESSAGES.invalidFormat }).default('other'),
  page_url: z.string().max(2000).optional(),
  user_agent: z.string().max(500).optional(),
});

/** POST support/feedback/: a 1–5 star rating (§9 rating length 5) with an optional comment. */
export const feedbackRequest = z.object({
  rating: z
    .number({ error: VALIDATION_MESSAGES.required })
    .int({ error: VALIDATION_MESSAGES.invalidFormat })
    .min(1, { error: VALIDATION_MESSAGES.invalidFormat })
    .max(COMPONENT_DEFAULTS.ratingLength, { error: VALIDATION_MESSAGES.invalidFormat }),
  comment: z.string().trim().max(VALIDATION.supportTextMaxLength, { error: VALIDATION_MESSAGES.invalidFormat }).optional(),
  category: z.string().max(50).optional(),
});

/** Answer of a support call: what was stored. */
export const supportReceipt = z.object({ id, created_at: timestamp, message: z.string() });

/** A stored report, as the admin sees it. */
export const supportReport = z.object({
  id,
  user_id: id.nullable(),
  user_email: z.string().nullable(),
  subject: z.string(),
  description: z.string(),
  category: z.enum(SUPPORT_CATEGORIES),
  page_url: z.string().nullable(),
  /** The browser that sent it, as it said (servers that predate it leave it out). */
  user_agent: z.string().nullable().optional(),
  created_at: timestamp,
});

/** A stored feedback, as the admin sees it. */
export const feedback = z.object({
  id,
  user_id: id.nullable(),
  user_email: z.string().nullable(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  category: z.string().nullable(),
  created_at: timestamp,
});
