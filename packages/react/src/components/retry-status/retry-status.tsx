import type { HTMLAttributes } from 'react';
import type { RetryStatus as RetryStatusRecord } from '@parla/sdk';
import { useRetryStatus } from '../../hooks/use-retry-status.js';
import { useT, useTranslateText } from '../../i18n/use-t.js';

/** The SDK's retry record, under the same name as the component so `import type { RetryStatus }` keeps working. */
export type RetryStatus = RetryStatusRecord;

/** Props of {@link RetryStatus}; the rest are spread on the status `<p>`. */
export type RetryStatusProps = HTMLAttributes<HTMLParagraphElement>;

/**
 * The §4 status line 'Retrying {id} (attempt n of m)' while the SDK retries a request, in the interface language, `{id}`
 * naming what the request is about ('Retrying your message (attempt 1 of 3)'). The
 * `role="status"` region stays in the page (empty when nothing is retried), so screen readers announce each change.
 * @example
 * <RetryStatus />
 */
export function RetryStatus({ className, ...rest }: RetryStatusProps) {
  const retry = useRetryStatus();
  const translate = useTranslateText();
  const t = useT();
  return (
    <p className={className ? `parla-retry-status ${className}` : 'parla-retry-status'} role="status" data-state={retry ? 'retrying' : 'idle'} {...rest}>
      {retry ? translate({ ...retry, values: { ...retry.values, id: t(`status.retrying.${retry.topic}`) } }) : null}
    </p>
  );
}
