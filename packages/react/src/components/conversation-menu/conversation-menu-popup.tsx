import { useEffect } from 'react';
import { mdiDeleteSweep, mdiDownload, mdiEarHearing, mdiFlagCheckered, mdiMessagePlus, mdiMicrophoneMessage } from '@mdi/js';
import { useStore } from '@nanostores/react';
import type { ChatSession } from '@parla/sdk';
import { useParlaSession } from '../../hooks/use-parla-session.js';
import { useChatPartT } from '../../i18n/use-chat-part-intl.js';
import { useProgressT } from '../../i18n/use-progress-intl.js';
import { useLanguageName } from '../chat-header/use-language-name.js';
import { useSpeechAvailability } from '../voice-button/use-voice-capabilities.js';
import { MenuList } from '../menu/menu-list.js';
import type { MenuListContext } from '../menu/menu-button.js';
import type { MenuItem } from '../menu/menu.js';
import type { DownloadFile } from '../../ports/download-file.js';
import { exportFile } from './export-filename.js';
import type { PracticeExercise } from './practice-request.js';

/** Props of {@link ConversationMenuPopup}. */
export interface ConversationMenuPopupProps extends MenuListContext {
  chat: Pick<ChatSession, 'exportConversation' | '$conversation' | 'endConversation'>;
  download: (file: DownloadFile) => void;
  /** Clear: asks for a confirmation. */
  onClear: () => void;
  onNewConversation?: () => void;
  onPractice?: (exercise: PracticeExercise) => void;
  /** Called once the list shows, to load the confirmation dialog ahead of Clear. */
  onShown: () => void;
}

/**
 * The open list of the conversation's menu, loaded the first time the menu is about to open: Export, Clear, Pronunciation
 * practice (disabled, saying why, in a language the server cannot score) and Listening exercise (disabled, saying why,
 * in a language it cannot speak) with `onPractice`, and New conversation (with `onNewConversation`).
 */
export function ConversationMenuPopup({ chat, download, onClear, onNewConversation, onPractice, onShown, ...context }: ConversationMenuPopupProps) {
  const session = useParlaSession('ConversationMenu');
  const t = useChatPartT();
  const progressT = useProgressT();
  const languageName = useLanguageName();
  const conversation = useStore(chat.$conversation);
  const language = conversation?.target_language;
  // Unknown (loading, or no conversation yet) leaves it offered; the practice itself says so if the server refuses.
  const unscorable = useSpeechAvailability('pronunciation', language) === 'unavailable';
  const unspeakable = useSpeechAvailability('listening_exercises', language) === 'unavailable';

  useEffect(() => onShown(), [onShown]);

  async function exportIt(): Promise<void> {
    const exported = await chat.exportConversation();
    if (exported) {
      download(exportFile(exported.conversation.id, exported));
    } else {
      session.snackbar.notify({ type: 'error', text: t('chat.error.export'), key: 'chat.error.export' });
    }
  }

  const items: MenuItem[] = [
    { id: 'export', label: t('chat.conversationMenu.export'), icon: mdiDownload, onSelect: () => void exportIt() },
    { id: 'clear', label: t('chat.conversationMenu.clear'), icon: mdiDeleteSweep, onSelect: onClear },
  ];
  if (onPractice) {
    items.push(
      {
        id: 'pronunciation',
        label: t('chat.conversationMenu.pronunciation'),
        icon: mdiMicrophoneMessage,
        disabled: unscorable,
        description: language && unscorable ? t('pronunciation.unavailable', { language: languageName(language, true) }) : undefined,
        onSelect: () => onPractice('pronunciation'),
      },
      {
        id: 'listening',
        label: t('chat.conversationMenu.listening'),
        icon: mdiEarHearing,
        disabled: unspeakable,
        description: language && unspeakable ? t('listening.unavailable', { language: languageName(language, true) }) : undefined,
        onSelect: () => onPractice('listening'),
      },
    );
  }
  // Ending the session stores its recap, shown at the end of the chat (issue #21).
  if (conversation && conversation.status !== 'ended') {
    items.push({ id: 'end', label: progressT('recap.end'), icon: mdiFlagCheckered, onSelect: () => void chat.endConversation() });
  }
  if (onNewConversation) {
    items.push({ id: 'new', label: t('chat.conversationMenu.new'), icon: mdiMessagePlus, onSelect: onNewConversation });
  }
  return <MenuList {...context} items={items} />;
}
