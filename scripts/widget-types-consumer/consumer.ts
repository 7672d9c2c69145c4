// A partner's page script, type-checked against the packed types of @parla/widget alone (no React, no SDK installed).
import '@parla/widget';
import { TutorChatElement, type TutorChatMessageDetail } from '@parla/widget';
import type {} from '@parla/widget/loader';

const chat = document.querySelector('tutor-chat');
if (chat) {
  chat.tokenProvider = async () => ({ access: 'access-token', refresh: 'refresh-token' });
  chat.targetLanguage = 'es';
  chat.learningMode = 'roleplay';
  chat.addEventListener('tutor-chat:message', (event) => {
    const detail: TutorChatMessageDetail = event.detail;
    console.log(detail.message.message_text.toUpperCase());
  });
  chat.addEventListener('tutor-chat:error', (event) => console.log(event.detail.code ?? event.detail.message));
  chat.addEventListener('click', (event) => console.log(event.clientX));
}

const made = document.createElement('tutor-chat');
made.open = true;
made.theme = 'dark';
const typed: TutorChatElement = made;
console.log(typed instanceof TutorChatElement);
