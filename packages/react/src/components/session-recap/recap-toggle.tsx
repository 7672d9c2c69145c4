import { lazy, useId, useState } from 'react';
import { useProgressT } from '../../i18n/use-progress-intl.js';
import { OnDemand } from '../on-demand/on-demand.js';
import { loadOnDemand } from '../../utils/load-on-demand.js';

const SessionRecapPanel = lazy(loadOnDemand(() => import('./session-recap.js').then((module) => ({ default: module.SessionRecapPanel }))));

/** Props of {@link RecapToggle}. */
export interface RecapToggleProps {
  /** The conversation whose recap it shows. */
  conversationId: string;
  /** The conversation's title, in the button's accessible name. */
  title: string;
}

/**
 * "Session recap" in a history entry: a disclosure button that shows the conversation's recap below it (its code loads
 * on the first opening).
 * @example
 * <RecapToggle conversationId={conversation.id} title={title} />
 */
export function RecapToggle({ conversationId, title }: RecapToggleProps) {
  const t = useProgressT();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <>
      <button type="button" className="parla-button" data-variant="text" aria-expanded={open} aria-controls={panelId} aria-label={t('recap.showNamed', { title })} onClick={() => setOpen(!open)}>
        {open ? t('recap.hide') : t('recap.show')}
      </button>
      <div id={panelId} className="parla-history__recap" hidden={!open}>
        {open ? (
          <OnDemand>
            <SessionRecapPanel conversationId={conversationId} headingLevel={3} />
          </OnDemand>
        ) : null}
      </div>
    </>
  );
}
