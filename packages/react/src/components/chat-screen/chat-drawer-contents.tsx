import { useEffect, useRef } from 'react';
import type { DownloadFile } from '../../ports/download-file.js';
import { ChatSettings } from '../chat-settings/chat-settings.js';
import type { ChatSettingsProps } from '../chat-settings/chat-settings.js';
import { HistoryList } from '../history-list/history-list.js';
import { chatDrawerStyles } from './chat-drawer-styles.js';
import { followFirstTabStop } from './follow-first-tab-stop.js';
import { AdoptedStyle } from '../../styles/adopted-style.js';

/** Props of {@link ChatDrawerContents}. */
export interface ChatDrawerContentsProps {
  /** The open chat, whose learning mode the settings change. */
  chat: ChatSettingsProps['chat'];
  /** Called with the id of a conversation resumed from the history. */
  onResume: (conversationId: string) => void;
  /** The open conversation, marked as current in the history. */
  currentId?: string;
  /** Saves an exported conversation. Default: a browser download. */
  download?: (file: DownloadFile) => void;
  /** Changes (from 0) each time the focus should move to the first control, e.g. the drawer opened over the chat. Default: 0. */
  focusRequest?: number;
  /** Puts the focus on the chosen learning mode once the conversation is open (and shows it). Default: false. */
  focusModeSwitch?: boolean;
}

/**
 * What the chat screen's drawer holds: the history and the chat settings (a chunk of its own with its styles, loaded
 * when the drawer first opens). On a focus request the focus goes to their first control, and follows it while the
 * history arrives.
 */
export function ChatDrawerContents({ chat, onResume, currentId, download, focusRequest = 0, focusModeSwitch = false }: ChatDrawerContentsProps) {
  const contentsRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const settings = contentsRef.current?.querySelector('.parla-chat-settings');
    if (!focusModeSwitch || currentId === undefined || !settings) {
      return;
    }
    const mode = settings.querySelector<HTMLInputElement>('input[type="radio"]:checked') ?? settings.querySelector<HTMLInputElement>('input[type="radio"]');
    mode?.focus();
    mode?.scrollIntoView?.({ block: 'center' });
  }, [focusModeSwitch, currentId]);

  useEffect(() => {
    const contents = contentsRef.current;
    return focusRequest > 0 && contents ? followFirstTabStop(contents) : undefined;
  }, [focusRequest]);

  return (
    <div ref={contentsRef}>
      <AdoptedStyle name="parla-chat-drawer" css={chatDrawerStyles} />
      <HistoryList onResume={onResume} currentId={currentId} download={download} />
      <ChatSettings chat={chat} />
    </div>
  );
}
