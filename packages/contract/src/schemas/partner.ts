import { z } from 'zod';
import { id, languageCode, requiredString, timestamp } from './fields.js';

/** Prefix of every partner API key (`pk_` + 43 random base64url characters). */
export const PARTNER_KEY_PREFIX = 'pk_';

/** An origin such as `https://partner.example` (scheme, host and optional port; no path). */
export const originField = z
  .string()
  .trim()
  .regex(/^https?:\/\/[^/\s?#]+$/, 'Enter an origin such as https://partner.example (no path).');

/** POST partner/sessions/: the partner's learner, identified by the partner's own id. */
export const partnerSessionRequest = z.object({
  /** The learner's id in the partner's system (stable, opaque). */
  external_user_id: requiredString().max(255, 'The external user id cannot exceed 255 characters.'),
  /** Shown to the learner; never used to sign in or to match an existing account. */
  email: z.email().max(254).optional(),
  first_name: z.string().trim().max(150).optional(),
  last_name: z.string().trim().max(150).optional(),
  native_language: languageCode.optional(),
  target_language: languageCode.optional(),
});

/** POST partner/sessions/: a learner session (access token of 15 minutes, refresh token). */
export const partnerSessionResponse = z.object({
  access: z.string(),
  refresh: z.string(),
  /** The learner's Parla user id. */
  user_id: id,
  /** Whether this call created the learner. */
  created: z.boolean(),
});

/** POST admin/partner-keys/: a new key for one partner, limited to some origins. */
export const createPartnerKeyRequest = z.object({
  /** The partner's name (learners are matched per partner, across its keys). */
  partner: requiredString().max(100, 'The partner name cannot exceed 100 characters.'),
  /** Origins whose pages may embed the widget with sessions of this key (CORS). */
  allowed_origins: z
    .array(originField, { error: 'Give the allowed origins as a list, such as ["https://partner.example"].' })
    // Only on a list: zod would also measure a string given in its place.
    .refine((origins) => origins.length <= 20, { error: 'A key may list at most 20 origins.', when: (payload) => Array.isArray(payload.value) })
    .default([]),
});

/** A partner API key as admins see it (never its secret). */
export const partnerKey = z.object({
  id,
  partner: z.string(),
  /** The first characters of the key, to recognise it (`pk_ab12cd34…`). */
  prefix: z.string(),
  allowed_origins: z.array(z.string()),
  created_at: timestamp,
  last_used_at: timestamp.nullable(),
  revoked_at: timestamp.nullable(),
});

/** POST admin/partner-keys/: the key with its secret, shown this once. */
export const createdPartnerKey = partnerKey.extend({ key: z.string().startsWith(PARTNER_KEY_PREFIX) });

/** GET admin/partner-keys/. */
export const partnerKeyList = z.object({ results: z.array(partnerKey) });

/** Body of {@link partnerSessionRequest}. */
export type PartnerSessionRequest = z.input<typeof partnerSessionRequest>;
/** Body of {@link partnerSessionResponse}. */
export type PartnerSessionResponse = z.output<typeof partnerSessionResponse>;
/** Body of {@link createPartnerKeyRequest}. */
export type CreatePartnerKeyRequest = z.input<typeof createPartnerKeyRequest>;
/** A partner key as listed. */
export type PartnerKey = z.output<typeof partnerKey>;
/** A new partner key with its secret. */
export type CreatedPartnerKey = z.output<typeof createdPartnerKey>;
