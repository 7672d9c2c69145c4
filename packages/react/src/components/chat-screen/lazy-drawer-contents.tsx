import { lazy, useState } from 'react';
import type { ChatDrawerContentsProps } from './chat-drawer-contents.js';
import { OnDemand } from '../on-demand/on-demand.js';
import { loadOnDemand } from '../../utils/load-on-demand.js';

const ChatDrawerContents = lazy(loadOnDemand(() => import('./chat-drawer-contents.js').then((module) => ({ default: module.ChatDrawerContents }))));

/** Props of {@link LazyDrawerContents}. */
export interface LazyDrawerContentsProps extends ChatDrawerContentsProps {
  /** Whether the drawer is open: its contents load the first time it is, then stay (hidden while it is closed). */
  open: boolean;
}

/**
 * The drawer's history and chat settings, loaded the first time the drawer opens (at once where it starts open), so a
 * chat whose drawer stays closed, as in the widget, never downloads them. The drawer keeps its width meanwhile.
 */
export function LazyDrawerContents({ open, ...props }: LazyDrawerContentsProps) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) {
    setOpened(true);
  }
  return opened ? (
    <OnDemand>
      <ChatDrawerContents {...props} />
    </OnDemand>
  ) : null;
}
