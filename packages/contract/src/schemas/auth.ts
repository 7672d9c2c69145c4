import { z } from 'zod';
import { VALIDATION_MESSAGES } from '../constants/messages.js';
import { emailField, id, interfaceLanguage, languageCode, messageResponse, nameField, passwordField, requiredString, theme } from './fields.js';

/** POST auth/login/: the email as `username`, and the password. */
export const loginRequest = z.object({
  username: emailField,
  password: requiredString(),
});

/** An access and a refresh token. */
export const tokenPair = z.object({
  access: z.string(),
  refresh: z.string(),
});

/**
 * The preferences chosen on the device before the account existed (§1: the interface language and the theme, and the
 * native language the interface language implies); the new account starts with them instead of the defaults. Other keys
 * are ignored.
 */
export const registerPreferences = z.object(
  {
    ui_language: interfaceLanguage.optional(),
    theme: theme.optional(),
    /** The learner's own language, taken from the interface language (the new-conversation form starts from it). */
    native_language: languageCode.optional(),
  },
  { error: VALIDATION_MESSAGES.invalidFormat },
);

/**
 * POST auth/register/: the form fields of §2, terms and privacy acceptance required (§5), and optionally the
 * {@link registerPreferences} chosen on the device.
 */
export const registerRequest = z
  .object({
    first_name: nameField,
    last_name: nameField,
    email: emailField,
    password: passwordField,
    confirm_password: z.string({ error: VALIDATION_MESSAGES.required }).min(1, { error: VALIDATION_MESSAGES.required, abort: true }),
    terms_accepted: z.literal(true, { error: VALIDATION_MESSAGES.termsRequired }),
    privacy_accepted: z.literal(true, { error: VALIDATION_MESSAGES.termsRequired }),
    preferences: registerPreferences.optional(),
  })
  .refine((form) => form.password === form.confirm_password, {
    path: ['confirm_password'],
    error: VALIDATION_MESSAGES.passwordsMismatch,
  });

/** Answer to registration: either a verification is required, or tokens are issued at once. */
export const registerResponse = z.object({
  verification_required: z.boolean(),
  message: z.string(),
  access: z.string().optional(),
  refresh: z.string().optional(),
});

/** POST auth/logout/: the refresh token to revoke (optional; the bearer's session is revoked regardless). */
export const logoutRequest = z.object({ refresh: z.string().optional() });

/** POST auth/refresh/: a refresh token; it is rotated, so both tokens come back. */
export const refreshRequest = z.object({ refresh: requiredString() });

/** POST auth/verify-email/: the token from the emailed link `/verify-email/{token}`. */
export const verifyEmailRequest = z.object({ token: requiredString() });

/** Answer to email verification: signs the learner in. */
export const verifyEmailResponse = messageResponse.extend({ access: z.string(), refresh: z.string() });

/** POST auth/verify-email/resend/: the address to send a fresh link to. */
export const resendVerificationRequest = z.object({ email: emailField });

/** POST auth/password-reset/: the account's email. The answer is the same whether or not it exists. */
export const passwordResetRequest = z.object({ email: emailField });

/** POST auth/password-reset/{uid}/{token}/: the new password, twice (§5). */
export const passwordResetConfirmRequest = z
  .object({
    token: requiredString(),
    password: passwordField,
    confirm_password: z.string({ error: VALIDATION_MESSAGES.required }).min(1, { error: VALIDATION_MESSAGES.required, abort: true }),
  })
  .refine((form) => form.password === form.confirm_password, {
    path: ['confirm_password'],
    error: VALIDATION_MESSAGES.passwordsMismatch,
  });

/** Path parameters of the password-reset confirmation. */
export const passwordResetParams = z.object({ uid: id, token: requiredString() });

/** Claims of an access token (§3): user id, username, expiry and issue time (seconds). */
export const accessTokenClaims = z.object({
  sub: z.string(),
  user_id: z.string(),
  username: z.string(),
  exp: z.number(),
  iat: z.number(),
});
