import { VALIDATION } from '@parla/contract/constants';
import { useT } from '../../i18n/use-t.js';

/** From this share of the longest message on, the count shows. */
const COUNT_FROM = 0.9;

/** Where a message text stands against the longest message the server takes, counted trimmed as the SDK does. */
export function messageLength(text: string): { length: number; tooLong: boolean } {
  const length = text.trim().length;
  return { length, tooLong: length > VALIDATION.messageMaxLength };
}

/**
 * The character count under a message field ('3,601 of 4,000 characters'): shown from 90 % of the longest message the
 * server takes, in the error colour over it. Nothing below that.
 */
export function MessageLengthCount({ id, length }: { id: string; length: number }) {
  const t = useT();
  if (length <= VALIDATION.messageMaxLength * COUNT_FROM) {
    return null;
  }
  return (
    <p id={id} className="parla-message-length" data-state={length > VALIDATION.messageMaxLength ? 'over' : 'near'}>
      {t('chat.input.count', { count: length, max: VALIDATION.messageMaxLength })}
    </p>
  );
}
