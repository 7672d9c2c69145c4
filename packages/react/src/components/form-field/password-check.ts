import { VALIDATION_MESSAGES } from '@parla/contract/constants';

/** The values {@link passwordsMismatch} compares. */
export interface PasswordPair {
  password: string | boolean;
  confirm_password: string | boolean;
}

/** A `crossCheck` for `useSchemaForm`: the mismatch message on `confirm_password` once it is filled in and differs. */
export function passwordsMismatch(values: PasswordPair): { confirm_password?: string } {
  return values.confirm_password !== '' && values.confirm_password !== values.password ? { confirm_password: VALIDATION_MESSAGES.passwordsMismatch } : {};
}
