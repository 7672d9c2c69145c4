import { lazy } from 'react';
import type { MessageMenuProps } from '../message-menu/message-menu.js';
import { OnDemand } from '../on-demand/on-demand.js';
import { loadOnDemand, preload } from '../../utils/load-on-demand.js';

const importMessageMenu = loadOnDemand(() => import('../message-menu/message-menu.js').then((module) => ({ default: module.MessageMenu })));
const MessageMenu = lazy(importMessageMenu);

/** Starts loading the message menu's code (the chat list does on mount, so a bubble that comes later, even offline, has it). */
export function preloadMessageMenu(): void {
  preload(importMessageMenu);
}

/**
 * A bubble's message menu (Speak, Copy, Translate, Edit, and the translation under the text): its code loads just after
 * the chat's first paint, with the conversation menu's. Meanwhile an empty `parla-message-menu` keeps the bubble's room
 * for the button (the button sits in that room, absolutely placed), so nothing shifts when it comes.
 */
export function LazyMessageMenu(props: MessageMenuProps) {
  return (
    <OnDemand fallback={<div className="parla-message-menu" />}>
      <MessageMenu {...props} />
    </OnDemand>
  );
}
