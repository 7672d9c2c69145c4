import { NewConversationForm } from '@parla/react';
import { navigate } from '../router/navigation.js';
import { SWITCH_MODE_QUERY } from './chat-route.js';

/** The chat's message box, where the learner's first message is written. */
const MESSAGE_BOX = '.parla-chat-input textarea';

/** `/new-conversation`: languages, level and goals, then the chat of the new conversation, the focus in its message box. */
export function NewConversationRoute() {
  return (
    <div className="app-page">
      <NewConversationForm
        titleAs="h1"
        onStart={(conversation) => navigate(`/chat/${encodeURIComponent(conversation.id)}`, { focus: MESSAGE_BOX })}
        // The hourly limit refused another conversation: the current one's mode can still be switched.
        onSwitchMode={() => navigate(`/chat?${SWITCH_MODE_QUERY}`)}
      />
    </div>
  );
}
