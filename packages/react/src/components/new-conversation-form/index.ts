export { NewConversationForm } from './new-conversation-form.js';
export type { NewConversationFormProps } from './new-conversation-form.js';
