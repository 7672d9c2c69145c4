import { atom } from 'nanostores';
import { describe, expect, it, vi } from 'vitest';
import type { Conversation, Message } from '@parla/contract';
import { followPractisedConversations } from './history-follows-chats.js';

function message(sender: 'user' | 'ai', status: Message['status'], id: string): Message {
  return { id, sender, status, message_text: id } as Message;
}

const question = message('user', 'delivered', 'm1');
const reply = message('ai', 'delivered', 'm2');

/** A chat on conversation c1 and a history list holding `listed`, shown on screen unless `shown` is false. */
function setup(listed: string[], { shown = true, messages = [] as Message[] } = {}) {
  const chat = { $conversation: atom<Conversation | null>({ id: 'c1' } as Conversation), $messages: atom<readonly Message[]>(messages) };
  const history = { $conversations: atom<readonly Conversation[]>(listed.map((id) => ({ id }) as Conversation)), load: vi.fn(async () => true) };
  const unshow = shown ? history.$conversations.listen(() => undefined) : () => undefined;
  const stop = followPractisedConversations(chat, history);
  return { chat, history, stop, unshow };
}

describe('followPractisedConversations', () => {
  it('loads a shown history again when the conversation missing from it gets its first delivered reply', () => {
    const { chat, history } = setup(['c0']);
    chat.$messages.set([question]);
    expect(history.load).not.toHaveBeenCalled();
    chat.$messages.set([question, reply]);
    expect(history.load).toHaveBeenCalledTimes(1);
    chat.$messages.set([question, reply, message('user', 'delivered', 'm3')]);
    expect(history.load).toHaveBeenCalledTimes(1);
  });

  it('loads it again when a listed conversation gets another reply or is cleared (its preview and date change)', () => {
    const { chat, history } = setup(['c1'], { messages: [question, reply] });
    expect(history.load).not.toHaveBeenCalled();
    chat.$messages.set([question, reply, message('user', 'delivered', 'm3')]);
    expect(history.load).not.toHaveBeenCalled();
    chat.$messages.set([question, reply, message('user', 'delivered', 'm3'), message('ai', 'delivered', 'm4')]);
    expect(history.load).toHaveBeenCalledTimes(1);
    chat.$messages.set([]);
    expect(history.load).toHaveBeenCalledTimes(2);
  });

  it('changes nothing when a conversation is opened, or when one the list does not hold is cleared', () => {
    const opening = setup(['c1']);
    opening.chat.$messages.set([question, reply]);
    expect(opening.history.load).not.toHaveBeenCalled();
    const reopened = setup(['c0'], { messages: [question, reply] });
    expect(reopened.history.load).not.toHaveBeenCalled();
    reopened.chat.$messages.set([]);
    expect(reopened.history.load).not.toHaveBeenCalled();
  });

  it('ignores a failed reply, a list nobody shows, and a stopped follower', () => {
    const failed = setup([]);
    failed.chat.$messages.set([question, message('ai', 'failed', 'm2')]);
    expect(failed.history.load).not.toHaveBeenCalled();
    const hidden = setup([], { shown: false });
    hidden.chat.$messages.set([question, reply]);
    expect(hidden.history.load).not.toHaveBeenCalled();
    const stopped = setup([]);
    stopped.stop();
    stopped.chat.$messages.set([question, reply]);
    expect(stopped.history.load).not.toHaveBeenCalled();
  });
});
