import { atom, batch } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import type { Conversation, ConversationExport } from '@parla/contract';
import type { ParlaClient } from '../client/create-client.js';
import type { ApiError } from '../errors/api-error.js';
import { asApiError } from './as-api-error.js';
import { isConnectionFailure } from './connection-failure.js';

/** Options of {@link createHistoryStore}. */
export interface HistoryStoreOptions {
  /** Conversations per page. Default 20. */
  pageSize?: number;
}

/** A conversation deleted through {@link HistoryStore.remove}, with where a screen that showed it goes on to. */
export interface RemovedConversation {
  /** The deleted conversation. */
  id: string;
  /** Its neighbour in the list when it was deleted (the next one, else the one before), or null when it was the only one. */
  nextId: string | null;
}

/** The learner's past conversations (§2 history list: resume, export, delete). Actions never reject: failures land in `$error`. */
export interface HistoryStore {
  /** Conversations by last activity, newest first. */
  readonly $conversations: ReadableAtom<readonly Conversation[]>;
  /** Whether a page is loading. */
  readonly $loading: ReadableAtom<boolean>;
  /** Whether more conversations remain on the server. */
  readonly $hasMore: ReadableAtom<boolean>;
  /** The last failure, cleared when the next action starts. */
  readonly $error: ReadableAtom<ApiError | null>;
  /** The last conversation deleted and its neighbour, so a chat that showed it moves on (not "can't be opened"); null until one is. */
  readonly $removed: ReadableAtom<RemovedConversation | null>;
  /** Loads the first page (replacing what was loaded); resolves whether it did. */
  load(): Promise<boolean>;
  /** Loads the next page and appends it; resolves whether it did. */
  loadMore(): Promise<boolean>;
  /** Deletes a conversation, removing it from the list at once (put back on failure); resolves whether it did. */
  remove(conversationId: string): Promise<boolean>;
  /** The conversation with every message, for download; null on failure. */
  exportConversation(conversationId: string): Promise<ConversationExport | null>;
  /** Puts `conversation` first in the list, as its latest activity left it (a chat's reply, a Clear), without loading the list again. */
  showActivity(conversation: Conversation): void;
  /** Forgets the list (sign-out). */
  reset(): void;
  /** Says the connection is back (the session calls it): a page that failed to load for want of one is loaded again. Resolves whether it was. */
  reconnected(): Promise<boolean>;
}

/**
 * Creates the history list over `client.conversations.history`.
 * @example
 * const history = createHistoryStore(client);
 * await history.load();
 */
export function createHistoryStore(client: Pick<ParlaClient, 'conversations'>, options: HistoryStoreOptions = {}): HistoryStore {
  const pageSize = options.pageSize ?? 20;
  const $conversations = atom<readonly Conversation[]>([]);
  const $loading = atom(false);
  const $hasMore = atom(false);
  const $error = atom<ApiError | null>(null);
  const $removed = atom<RemovedConversation | null>(null);
  /** Bumped by `load` and `reset`, so an earlier page arriving late is dropped. */
  let generation = 0;
  /** The offset of the page that failed to load for want of a connection, loaded again by `reconnected()`. */
  let unreachableOffset: number | null = null;

  /** Loads the first page afresh (an earlier page arriving late is dropped). */
  function loadFirstPage(): Promise<boolean> {
    generation += 1;
    return loadPage(0, generation);
  }

  async function loadPage(offset: number, expected: number): Promise<boolean> {
    unreachableOffset = null;
    batch(() => {
      $loading.set(true);
      $error.set(null);
    });
    try {
      const page = await client.conversations.history({ limit: pageSize, offset });
      if (expected !== generation) {
        return false;
      }
      const known = new Set(offset === 0 ? [] : $conversations.get().map((conversation) => conversation.id));
      const fresh = page.results.filter((conversation) => !known.has(conversation.id));
      batch(() => {
        $conversations.set(offset === 0 ? fresh : [...$conversations.get(), ...fresh]);
        $hasMore.set(page.next !== null);
        $loading.set(false);
      });
      return true;
    } catch (error) {
      if (expected === generation) {
        const failure = asApiError(error);
        unreachableOffset = isConnectionFailure(failure) ? offset : null;
        batch(() => {
          $error.set(failure);
          $loading.set(false);
        });
      }
      return false;
    }
  }

  return {
    $conversations,
    $loading,
    $hasMore,
    $error,
    $removed,
    load: loadFirstPage,
    async loadMore() {
      if ($loading.get() || !$hasMore.get()) {
        return false;
      }
      return loadPage($conversations.get().length, generation);
    },
    async remove(conversationId) {
      const before = $conversations.get();
      const index = before.findIndex((conversation) => conversation.id === conversationId);
      $error.set(null);
      if (index !== -1) {
        $conversations.set(before.filter((conversation) => conversation.id !== conversationId));
      }
      try {
        await client.conversations.delete(conversationId);
        const neighbour = index === -1 ? undefined : (before[index + 1] ?? before[index - 1]);
        $removed.set({ id: conversationId, nextId: neighbour?.id ?? null });
        return true;
      } catch (error) {
        const removed = before[index];
        if (removed && !$conversations.get().some((conversation) => conversation.id === conversationId)) {
          const current = [...$conversations.get()];
          current.splice(Math.min(index, current.length), 0, removed);
          $conversations.set(current);
        }
        $error.set(asApiError(error));
        return false;
      }
    },
    async exportConversation(conversationId) {
      $error.set(null);
      try {
        return await client.conversations.export(conversationId);
      } catch (error) {
        $error.set(asApiError(error));
        return null;
      }
    },
    showActivity(conversation) {
      $conversations.set([conversation, ...$conversations.get().filter((candidate) => candidate.id !== conversation.id)]);
    },
    reset() {
      generation += 1;
      unreachableOffset = null;
      batch(() => {
        $conversations.set([]);
        $loading.set(false);
        $hasMore.set(false);
        $error.set(null);
        $removed.set(null);
      });
    },
    async reconnected() {
      if (unreachableOffset === null) {
        return false;
      }
      return unreachableOffset === 0 ? loadFirstPage() : loadPage(unreachableOffset, generation);
    },
  };
}
