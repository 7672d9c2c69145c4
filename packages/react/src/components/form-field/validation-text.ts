import type { ParlaIntl } from '../../i18n/intl-for-messages.js';
import { VALIDATION, VALIDATION_MESSAGES, formatMessage } from '@parla/contract/constants';
import { translateText } from '../../i18n/use-t.js';
import type { MessageKey } from '../../i18n/messages/en.js';
import type { MessageValues } from '../../i18n/use-t.js';

/** The §5 messages that carry a bound, as the contract fills them, with their message id and values. */
const BOUNDED_MESSAGES: ReadonlyArray<readonly [string, MessageKey, MessageValues]> = [
  [formatMessage(VALIDATION_MESSAGES.passwordMin, { min: VALIDATION.passwordMinLength }), 'validation.passwordMin', { min: VALIDATION.passwordMinLength }],
  [formatMessage(VALIDATION_MESSAGES.nameMin, { min: VALIDATION.nameMinLength }), 'validation.nameMin', { min: VALIDATION.nameMinLength }],
  [formatMessage(VALIDATION_MESSAGES.nameMax, { max: VALIDATION.nameMaxLength }), 'validation.nameMax', { max: VALIDATION.nameMaxLength }],
];

/**
 * Shows a validation message of the contract (a zod issue or a server field error, both in the §5 English wording)
 * in the interface language; an unknown text is shown as it is.
 */
export function validationText(intl: ParlaIntl, message: string): string {
  for (const [text, key, values] of BOUNDED_MESSAGES) {
    if (text === message) {
      return intl.formatMessage({ id: key }, values);
    }
  }
  return translateText(intl, { text: message });
}
