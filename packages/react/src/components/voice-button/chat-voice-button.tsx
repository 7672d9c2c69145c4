import { useStore } from '@nanostores/react';
import type { ChatSession } from '@parla/sdk';
import { VoiceButton } from './voice-button.js';

/** Props of {@link ChatVoiceButton}. */
export interface ChatVoiceButtonProps {
  /** The chat the transcript goes to: the button is disabled while it sends or streams (a turn would be ignored). */
  chat: Pick<ChatSession, '$status' | '$conversation'>;
  /** Opens the recorder. */
  onRecord: () => void;
  /** Called when the pointer or focus reaches the button, e.g. to load the recorder's code ahead. Default: none. */
  onIntent?: () => void;
}

/** The chat input's microphone: the conversation's language, disabled while a message is on its way. */
export function ChatVoiceButton({ chat, onRecord, onIntent }: ChatVoiceButtonProps) {
  const status = useStore(chat.$status);
  const conversation = useStore(chat.$conversation);
  return <VoiceButton language={conversation?.target_language ?? 'en'} disabled={status === 'sending' || status === 'streaming'} onRecord={onRecord} onPointerEnter={onIntent} onFocus={onIntent} />;
}
