import type { HTMLAttributes, ReactNode } from 'react';
import { useIntl, useT } from '../../i18n/use-t.js';
import { errorText } from '../form-field/error-text.js';
import type { LoadStatus } from './use-load.js';

/** Props of {@link LoadState}; the rest are spread on the root `<div>`. */
export interface LoadStateProps extends HTMLAttributes<HTMLDivElement> {
  /** Where the load stands. */
  status: LoadStatus;
  /** The failure to explain when `status` is error (an ApiError's message, translated). Default: none. */
  error?: unknown;
  /** Whether the loaded data is empty. Default: false. */
  empty?: boolean;
  /** What to say when empty. Default: the translated 'Nothing here yet.' */
  emptyText?: ReactNode;
  /** Offers a Try again button on failure. Default: none. */
  onRetry?: () => void;
  /** The content once loaded and not empty. */
  children?: ReactNode;
}

/**
 * The loading, error and empty states of a panel that loads data, then its content; `data-state` tells which.
 * @example
 * <LoadState status={status} error={error} empty={rows.length === 0} onRetry={reload}><Table rows={rows} /></LoadState>
 */
export function LoadState({ status, error, empty = false, emptyText, onRetry, children, className, ...rest }: LoadStateProps) {
  const t = useT();
  const intl = useIntl();
  const state = status === 'ready' && empty ? 'empty' : status;
  return (
    <div className={className ? `parla-load-state ${className}` : 'parla-load-state'} data-state={state} aria-busy={status === 'loading' || undefined} {...rest}>
      {status === 'loading' ? (
        <p role="status" className="parla-load-state__message">
          <span className="parla-spinner" aria-hidden="true" /> {t('load.loading')}
        </p>
      ) : null}
      {status === 'error' ? (
        <div role="alert" className="parla-load-state__message parla-load-state__error">
          <p>{errorText(intl, error, 'errors.unexpected')}</p>
          {onRetry ? (
            <button type="button" className="parla-button" data-variant="outlined" onClick={onRetry}>
              {t('load.retry')}
            </button>
          ) : null}
        </div>
      ) : null}
      {state === 'empty' ? <p className="parla-load-state__message">{emptyText ?? t('load.empty')}</p> : null}
      {state === 'ready' ? children : null}
    </div>
  );
}
