import { atom } from 'nanostores';
import { describe, expect, it, vi } from 'vitest';
import type { Conversation, Message } from '@parla/contract';
import { aConversation } from '@parla/test-utils';
import { followPractisedConversations } from './history-follows-chats.js';

function message(sender: 'user' | 'ai', status: Message['status'], id: string, text = id): Message {
  return { id, sender, status, message_text: text, timestamp: `2026-11-28T10:00:0${id.slice(1)}.000Z` } as Message;
}

const question = message('user', 'delivered', 'm1');
const reply = message('ai', 'delivered', 'm2', 'Muy bien. '.repeat(20));
const opened = aConversation({ id: 'c1', message_count: 3, last_message_preview: 'Hola', status: 'ended' });

/** A chat on conversation c1 and a history list holding `listed`, shown on screen unless `shown` is false. */
function setup(listed: string[], { shown = true, messages = [] as Message[] } = {}) {
  const chat = { $conversation: atom<Conversation | null>(opened), $messages: atom<readonly Message[]>(messages) };
  const $conversations = atom<readonly Conversation[]>(listed.map((id) => aConversation({ id, message_count: id === 'c1' ? 5 : 1 })));
  const history = { $conversations, showActivity: vi.fn((conversation: Conversation) => $conversations.set([conversation, ...$conversations.get().filter(({ id }) => id !== conversation.id)])) };
  const unshow = shown ? history.$conversations.listen(() => undefined) : () => undefined;
  const stop = followPractisedConversations(chat, history);
  return { chat, history, stop, unshow };
}

describe('followPractisedConversations', () => {
  it('puts the conversation missing from a shown history first when it gets its first reply, with the reply’s preview and time', () => {
    const { chat, history } = setup(['c0']);
    chat.$messages.set([question]);
    expect(history.showActivity).not.toHaveBeenCalled();
    chat.$messages.set([question, reply]);
    expect(history.showActivity).toHaveBeenCalledTimes(1);
    expect(history.$conversations.get().map(({ id }) => id)).toEqual(['c1', 'c0']);
    expect(history.$conversations.get()[0]).toMatchObject({
      status: 'active',
      ended_at: null,
      message_count: 5,
      last_message_preview: reply.message_text.slice(0, 120),
      last_message_at: reply.timestamp,
      updated_at: reply.timestamp,
    });
    chat.$messages.set([question, reply, message('user', 'delivered', 'm3')]);
    expect(history.showActivity).toHaveBeenCalledTimes(1);
  });

  it('moves a listed conversation first on another reply, counting a reply written again once', () => {
    const { chat, history } = setup(['c0', 'c1'], { messages: [question, reply] });
    chat.$messages.set([question, reply, message('user', 'delivered', 'm3')]);
    expect(history.showActivity).not.toHaveBeenCalled();
    chat.$messages.set([question, reply, message('user', 'delivered', 'm3'), message('ai', 'delivered', 'm4', 'Otra')]);
    expect(history.$conversations.get()[0]).toMatchObject({ id: 'c1', message_count: 7, last_message_preview: 'Otra' });
    chat.$messages.set([question, reply, message('user', 'delivered', 'm3'), message('ai', 'delivered', 'm5', 'De nuevo')]);
    expect(history.$conversations.get()[0]).toMatchObject({ id: 'c1', message_count: 7, last_message_preview: 'De nuevo' });
    expect(history.$conversations.get()).toHaveLength(2);
  });

  it('shows a listed conversation as the server answered its Clear', () => {
    const { chat, history } = setup(['c0', 'c1'], { messages: [question, reply] });
    const cleared = { ...opened, message_count: 0, last_message_preview: null, last_message_at: null };
    chat.$conversation.set(cleared);
    chat.$messages.set([]);
    expect(history.showActivity).toHaveBeenCalledWith(cleared);
    expect(history.$conversations.get()[0]).toBe(cleared);
  });

  it('changes nothing when a conversation is opened, or when one the list does not hold is cleared', () => {
    const opening = setup(['c1']);
    opening.chat.$messages.set([question, reply]);
    expect(opening.history.showActivity).not.toHaveBeenCalled();
    const reopened = setup(['c0'], { messages: [question, reply] });
    expect(reopened.history.showActivity).not.toHaveBeenCalled();
    reopened.chat.$messages.set([]);
    expect(reopened.history.showActivity).not.toHaveBeenCalled();
  });

  it('ignores a failed reply, a list nobody shows, and a stopped follower', () => {
    const failed = setup([]);
    failed.chat.$messages.set([question, message('ai', 'failed', 'm2')]);
    expect(failed.history.showActivity).not.toHaveBeenCalled();
    const hidden = setup([], { shown: false });
    hidden.chat.$messages.set([question, reply]);
    expect(hidden.history.showActivity).not.toHaveBeenCalled();
    const stopped = setup([]);
    stopped.stop();
    stopped.chat.$messages.set([question, reply]);
    expect(stopped.history.showActivity).not.toHaveBeenCalled();
  });
});
