import { lazy, useState } from 'react';
import type { HTMLAttributes } from 'react';
import { mdiDotsVertical } from '@mdi/js';
import type { ChatSession } from '@parla/sdk';
import { useParlaSession } from '../../hooks/use-parla-session.js';
import { useT } from '../../i18n/use-t.js';
import { MenuButton } from '../menu/menu-button.js';
import { browserDownload } from '../../ports/download-file.js';
import type { DownloadFile } from '../../ports/download-file.js';
import type { PracticeExercise } from './practice-request.js';
import { OnDemand } from '../on-demand/on-demand.js';
import { loadOnDemand, preload } from '../../utils/load-on-demand.js';

/** Imports the menu's list (a chunk of its own); started when the pointer or focus reaches the button. */
const importPopup = loadOnDemand(() => import('./conversation-menu-popup.js').then((module) => ({ default: module.ConversationMenuPopup })));

/** Imports the confirmation of Clear (a chunk of its own); started when the list shows. */
const importConfirmDialog = loadOnDemand(() => import('../confirm-dialog/confirm-dialog.js').then((module) => ({ default: module.ConfirmDialog })));

function loadConfirmDialog(): void {
  preload(importConfirmDialog);
}

const ConversationMenuPopup = lazy(importPopup);
const ConfirmDialog = lazy(importConfirmDialog);

/** Props of {@link ConversationMenu}; the rest are spread on the menu's wrapping `<div>`. */
export interface ConversationMenuProps extends HTMLAttributes<HTMLDivElement> {
  /** The chat the menu acts on (`useChat().chat`). */
  chat: Pick<ChatSession, 'exportConversation' | 'clear' | '$conversation' | 'endConversation'>;
  /** Called by New conversation (e.g. navigate to /new-conversation). Default: none — the entry is hidden. */
  onNewConversation?: () => void;
  /** Called by Pronunciation practice and Listening exercise (e.g. open them in a dialog). Default: none — both are hidden. */
  onPractice?: (exercise: PracticeExercise) => void;
  /** Saves the exported JSON. Default: a download through a Blob and a link. */
  download?: (file: DownloadFile) => void;
}

/**
 * The conversation's menu: Export (downloads the SDK's export as JSON), Clear (after a confirmation), Pronunciation
 * practice and Listening exercise (with `onPractice`; each disabled, saying why, in a language the server cannot serve)
 * and New conversation.
 * Failures show the chat's export and clear error snackbars. The list and the confirmation load on demand.
 * @example
 * <ConversationMenu chat={chat} onNewConversation={() => navigate('/new-conversation')} />
 */
export function ConversationMenu({ chat, onNewConversation, onPractice, download = browserDownload, ...rest }: ConversationMenuProps) {
  const session = useParlaSession('ConversationMenu');
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  // The dialog mounts from the first Clear on (its code loads then, if the list has not loaded it already) and stays.
  const [asked, setAsked] = useState(false);

  async function clear(): Promise<void> {
    setConfirming(false);
    if (!(await chat.clear())) {
      session.snackbar.notify({ type: 'error', text: t('chat.error.clear'), key: 'chat.error.clear' });
    }
  }

  function askToClear(): void {
    setAsked(true);
    setConfirming(true);
  }

  return (
    <>
      <MenuButton
        label={t('chat.conversationMenu.label')}
        icon={mdiDotsVertical}
        onIntent={() => preload(importPopup)}
        renderList={(context) => (
          <OnDemand>
            <ConversationMenuPopup
              {...context}
              chat={chat}
              download={download}
              onClear={askToClear}
              onNewConversation={onNewConversation}
              onPractice={onPractice}
              onShown={loadConfirmDialog}
            />
          </OnDemand>
        )}
        {...rest}
      />
      {asked ? (
        <OnDemand>
          <ConfirmDialog
            open={confirming}
            title={t('chat.clear.title')}
            body={t('chat.clear.body')}
            confirmLabel={t('chat.clear.confirm')}
            destructive
            onConfirm={() => void clear()}
            onCancel={() => setConfirming(false)}
          />
        </OnDemand>
      ) : null}
    </>
  );
}
