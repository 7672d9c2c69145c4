import { NewConversationForm } from '@parla/react';
import { useRouter } from '../router/router-context.js';

/** `/new-conversation`: languages, level and goals, then the chat of the new conversation. */
export function NewConversationRoute() {
  const router = useRouter();
  return (
    <div className="app-page">
      <NewConversationForm onStart={(conversation) => router.navigate(`/chat/${encodeURIComponent(conversation.id)}`)} />
    </div>
  );
}
