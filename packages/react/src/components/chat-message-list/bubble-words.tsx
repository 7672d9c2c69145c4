import { useStore } from '@nanostores/react';
import type { ChatSession, Message } from '@parla/sdk';
import { useParlaSession } from '../../hooks/use-parla-session.js';
import { MessageWords } from '../word-card/message-words.js';

/** "Look up words" under a settled bubble, in the conversation's target language (else the learner's). */
export function BubbleWords({ message, chat }: { message: Message; chat: Pick<ChatSession, '$conversation'> }) {
  const session = useParlaSession('ChatMessageList');
  const conversation = useStore(chat.$conversation);
  const preferences = useStore(session.profile.$preferences);
  return <MessageWords message={message} language={conversation?.target_language ?? preferences?.target_language ?? 'es'} />;
}
