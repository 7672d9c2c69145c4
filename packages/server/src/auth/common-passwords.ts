import { createRequire } from 'node:module';
import { ApiError } from '../http/api-error.js';

/** The field message for a password found among the most common ones. */
export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Please choose another.';

let list: { test(password: string): boolean } | undefined;

/** Whether a password is one of the 50,000 most common of 8 characters or more (Mozilla's Firefox Accounts list, loaded on first use). */
export function isCommonPassword(password: string): boolean {
  list ??= createRequire(import.meta.url)('fxa-common-password-list') as { test(password: string): boolean };
  return list.test(password) || list.test(password.toLowerCase());
}

/** Refuses a new password that is among the most common ones (ASVS 6.2.4), as a 400 on the `password` field. */
export function refuseCommonPassword(password: string): void {
  if (isCommonPassword(password)) {
    throw new ApiError(400, 'invalid_request', undefined, { fieldErrors: { password: [COMMON_PASSWORD_MESSAGE] } });
  }
}
