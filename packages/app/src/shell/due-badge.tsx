import { mdiCardsOutline } from '@mdi/js';
import { Icon, useDueCount } from '@parla/react';
import { useAppT } from '../i18n/use-app-t.js';
import { Link } from '../router/link.js';

/** The header's link to `/review` with the number of cards due now, for a signed-in learner. */
export function DueBadge() {
  const t = useAppT();
  const count = useDueCount();
  return (
    <Link to="/review" className="app-due-badge" aria-label={t('nav.reviewDue', { count: count ?? 0 })} data-count={count ?? ''}>
      <Icon path={mdiCardsOutline} />
      {count === null ? null : (
        <span className="app-due-badge__count" aria-hidden="true">
          {count}
        </span>
      )}
    </Link>
  );
}
