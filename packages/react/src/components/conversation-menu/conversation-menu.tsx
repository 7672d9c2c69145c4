import { useState } from 'react';
import type { HTMLAttributes } from 'react';
import { mdiDeleteSweep, mdiDotsVertical, mdiDownload, mdiEarHearing, mdiMessagePlus, mdiMicrophoneMessage } from '@mdi/js';
import type { ChatSession } from '@parla/sdk';
import { useParlaSession } from '../../hooks/use-parla-session.js';
import { useT } from '../../i18n/use-t.js';
import { ConfirmDialog } from '../confirm-dialog/confirm-dialog.js';
import { Menu } from '../menu/menu.js';
import type { MenuItem } from '../menu/menu.js';
import { browserDownload } from '../../ports/download-file.js';
import { exportFile } from './export-filename.js';
import type { DownloadFile } from '../../ports/download-file.js';
import type { PracticeExercise } from './practice-request.js';

/** Props of {@link ConversationMenu}; the rest are spread on the menu's wrapping `<div>`. */
export interface ConversationMenuProps extends HTMLAttributes<HTMLDivElement> {
  /** The chat the menu acts on (`useChat().chat`). */
  chat: Pick<ChatSession, 'exportConversation' | 'clear' | '$conversation'>;
  /** Called by New conversation (e.g. navigate to /new-conversation). Default: none — the entry is hidden. */
  onNewConversation?: () => void;
  /** Called by Pronunciation practice and Listening exercise (e.g. open them in a dialog). Default: none — both are hidden. */
  onPractice?: (exercise: PracticeExercise) => void;
  /** Saves the exported JSON. Default: a download through a Blob and a link. */
  download?: (file: DownloadFile) => void;
}

/**
 * The conversation's menu: Export (downloads the SDK's export as JSON), Clear (after a confirmation), Pronunciation
 * practice and Listening exercise (with `onPractice`) and New conversation.
 * Failures show the chat's export and clear error snackbars.
 * @example
 * <ConversationMenu chat={chat} onNewConversation={() => navigate('/new-conversation')} />
 */
export function ConversationMenu({ chat, onNewConversation, onPractice, download = browserDownload, ...rest }: ConversationMenuProps) {
  const session = useParlaSession('ConversationMenu');
  const t = useT();
  const [confirming, setConfirming] = useState(false);

  async function exportIt(): Promise<void> {
    const exported = await chat.exportConversation();
    if (exported) {
      download(exportFile(exported.conversation.id, exported));
    } else {
      session.snackbar.notify({ type: 'error', text: t('chat.error.export'), key: 'chat.error.export' });
    }
  }

  async function clear(): Promise<void> {
    setConfirming(false);
    if (!(await chat.clear())) {
      session.snackbar.notify({ type: 'error', text: t('chat.error.clear'), key: 'chat.error.clear' });
    }
  }

  const items: MenuItem[] = [
    { id: 'export', label: t('chat.conversationMenu.export'), icon: mdiDownload, onSelect: () => void exportIt() },
    { id: 'clear', label: t('chat.conversationMenu.clear'), icon: mdiDeleteSweep, onSelect: () => setConfirming(true) },
  ];
  if (onPractice) {
    items.push(
      { id: 'pronunciation', label: t('chat.conversationMenu.pronunciation'), icon: mdiMicrophoneMessage, onSelect: () => onPractice('pronunciation') },
      { id: 'listening', label: t('chat.conversationMenu.listening'), icon: mdiEarHearing, onSelect: () => onPractice('listening') },
    );
  }
  if (onNewConversation) {
    items.push({ id: 'new', label: t('chat.conversationMenu.new'), icon: mdiMessagePlus, onSelect: onNewConversation });
  }
  return (
    <>
      <Menu label={t('chat.conversationMenu.label')} icon={mdiDotsVertical} items={items} {...rest} />
      <ConfirmDialog
        open={confirming}
        title={t('chat.clear.title')}
        body={t('chat.clear.body')}
        confirmLabel={t('chat.clear.confirm')}
        onConfirm={() => void clear()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
