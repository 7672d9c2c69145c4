import { Suspense } from 'react';
import { isApiError } from '@parla/sdk';
import type { HTMLAttributes } from 'react';
import { useParlaSession } from '../../hooks/use-parla-session.js';
import { useProgressT } from '../../i18n/use-progress-intl.js';
import { AdoptedStyle } from '../../styles/adopted-style.js';
import { useLoad } from '../load-state/use-load.js';
import { RecapCard } from './recap-card.js';
import { recapStyles } from './recap-styles.js';

/** Props of {@link SessionRecapPanel}; the rest are spread on its root `<div>`. */
export interface SessionRecapPanelProps extends HTMLAttributes<HTMLDivElement> {
  /** The conversation whose recap is shown. */
  conversationId: string;
  /** Changes to this value load the recap again (pass the conversation's status or message count). Default: none. */
  reloadKey?: string;
  /** The heading level of the card's title. Default: 3. */
  headingLevel?: 2 | 3;
}

/** SessionRecapPanel's content, once its messages are loaded. */
function SessionRecapPanelBody({ conversationId, reloadKey = '', headingLevel, className, ...rest }: SessionRecapPanelProps) {
  const session = useParlaSession('SessionRecapPanel');
  const t = useProgressT();
  const { status, data, error, reload } = useLoad((signal) => session.client.conversations.recap(conversationId, { signal }), `${conversationId}:${reloadKey}`);
  const pending = status === 'error' && isApiError(error) && error.status === 409;
  const state = pending ? 'pending' : status;
  return (
    <div className={className ? `parla-recap-panel ${className}` : 'parla-recap-panel'} data-state={state} aria-busy={status === 'loading' || undefined} {...rest}>
      <AdoptedStyle name="parla-recap" css={recapStyles} />
      {status === 'loading' ? (
        <p role="status" className="parla-load-state__message">
          <span className="parla-spinner" aria-hidden="true" /> {t('recap.loading')}
        </p>
      ) : null}
      {status === 'ready' && data ? <RecapCard recap={data} headingLevel={headingLevel} /> : null}
      {pending ? <p className="parla-recap__muted">{t('recap.pending')}</p> : null}
      {status === 'error' && !pending ? (
        <div role="alert" className="parla-load-state__message parla-load-state__error">
          <p>{t('recap.error')}</p>
          <button type="button" className="parla-button" data-variant="outlined" onClick={reload}>
            {t('recap.retry')}
          </button>
        </div>
      ) : null}
    </div>
  );
}

/**
 * Loads and shows the recap of a conversation (`client.conversations.recap`): "Making your recap…" while it loads, the
 * recap card, a line saying when it comes while the session is still going (409), or the failure with Try again.
 * `data-state`: loading, ready, pending or error.
 * @example
 * <SessionRecapPanel conversationId={conversation.id} reloadKey={conversation.status} />
 */
export function SessionRecapPanel(props: SessionRecapPanelProps) {
  return (
    <Suspense fallback={null}>
      <SessionRecapPanelBody {...props} />
    </Suspense>
  );
}
