/** What a retried call is about, in a learner's terms: the status line names this, not the call. */
export type RetryTopic = 'message' | 'translation' | 'speech' | 'conversation' | 'progress' | 'account' | 'support' | 'admin' | 'request';

/** The English words of each {@link RetryTopic}, as they fill 'Retrying {id}'. */
export const RETRY_TOPIC_TEXT: Readonly<Record<RetryTopic, string>> = {
  message: 'your message',
  translation: 'the translation',
  speech: 'the speech service',
  conversation: 'the conversation',
  progress: 'your progress',
  account: 'your account details',
  support: 'your support request',
  admin: 'the administration data',
  request: 'the request',
};

/** The topic of each call namespace whose calls all share one. */
const NAMESPACE_TOPICS: Readonly<Record<string, RetryTopic>> = {
  batch: 'message',
  chat: 'translation',
  voice: 'speech',
  conversations: 'conversation',
  usage: 'progress',
  auth: 'account',
  user: 'account',
  terms: 'account',
  partner: 'account',
  support: 'support',
  admin: 'admin',
};

/** Calls whose topic is not their namespace's. */
const CALL_TOPICS: Readonly<Record<string, RetryTopic>> = {
  'conversations.sendMessage': 'message',
  'conversations.sendMessageStream': 'message',
  'conversations.editMessage': 'message',
  'conversations.regenerateReplyStream': 'message',
  'conversations.stats': 'progress',
};

/**
 * The topic of a call, from its name (`conversations.sendMessage` → `message`); `request` for any other.
 * @example
 * retryTopic('chat.translate'); // 'translation'
 */
export function retryTopic(label: string): RetryTopic {
  return CALL_TOPICS[label] ?? NAMESPACE_TOPICS[label.slice(0, label.indexOf('.'))] ?? 'request';
}
