import { z } from 'zod';

/**
 * The error body of every failed call (problem+json style): a stable machine `code`, the
 * user-facing `message` (§8 wording unless the server knows better), per-field messages and
 * the request id to quote to support.
 */
export const errorBody = z.object({
  code: z.string(),
  message: z.string(),
  field_errors: z.record(z.string(), z.array(z.string())).default({}),
  request_id: z.string().optional(),
});
/** The error body of every failed call. */
export type ErrorBody = z.infer<typeof errorBody>;

/**
 * Machine codes of {@link errorBody}. Two say an engine is missing: `engine_unavailable` (503) when it failed just now,
 * worth another try; `engine_not_configured` (501) when this server has none for the request (no translation model, no
 * speech recognition for the language), which no retry changes. `nothing_heard` (422): a recording in which no word was
 * heard, so there is nothing to score.
 */
export const ERROR_CODES = [
  'invalid_request', 'validation_failed', 'not_authenticated', 'token_invalid', 'token_expired',
  'permission_denied', 'not_found', 'method_not_allowed', 'conflict', 'payload_too_large',
  'unsupported_media_type', 'rate_limited', 'quota_exceeded', 'email_not_verified', 'idempotency_key_reused', 'request_in_progress',
  'invalid_credentials', 'terms_not_accepted', 'engine_unavailable', 'engine_not_configured', 'server_error', 'service_unavailable',
  'nothing_heard',
] as const;
/** One machine error code. */
export type ErrorCode = (typeof ERROR_CODES)[number];
