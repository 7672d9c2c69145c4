import { lazy } from 'react';
import type { ConversationMenuProps } from '../conversation-menu/conversation-menu.js';
import { OnDemand } from '../on-demand/on-demand.js';
import { loadOnDemand } from '../../utils/load-on-demand.js';

const ConversationMenu = lazy(
  loadOnDemand(() => import('../conversation-menu/conversation-menu.js').then((module) => ({ default: module.ConversationMenu }))),
);

/**
 * The header's conversation menu: its code (and the menu button's, which the message menus share) loads just after the
 * chat's first paint. Meanwhile a box the size of its button keeps its place, so the header does not shift.
 */
export function LazyConversationMenu(props: ConversationMenuProps) {
  return (
    <OnDemand fallback={<span className="parla-icon-button" aria-hidden="true" />}>
      <ConversationMenu {...props} />
    </OnDemand>
  );
}
