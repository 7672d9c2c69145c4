import { STORAGE_PREFIX } from '@parla/contract/constants';
import type { KeyValueStorage } from '../ports.js';
import { readStored, removeStored, writeStored } from './stored-value.js';

/** The storage key of every conversation's unsent messages. */
export const OUTBOX_STORAGE_KEY = `${STORAGE_PREFIX}outbox`;

/** A learner's message that could not be sent for want of a connection, kept until it is. */
export interface OutboxEntry {
  /** The id of its undelivered message in the chat (a temporary id). */
  id: string;
  /** The Idempotency-Key every attempt to send it carries, so the server stores it once. */
  key: string;
  /** The text to send. */
  text: string;
  /** When the learner wrote it (ISO 8601). */
  timestamp: string;
}

/** Unsent messages per conversation, oldest first, kept in a storage so they outlive a reload. */
export interface ChatOutbox {
  /** The conversation's unsent messages, oldest first. */
  list(conversationId: string): readonly OutboxEntry[];
  /** Adds a message at the end of the conversation's queue. */
  add(conversationId: string, entry: OutboxEntry): void;
  /** Removes a message once it was sent (or given up). */
  remove(conversationId: string, id: string): void;
  /** Forgets every conversation's unsent messages (sign-out). */
  clear(): void;
}

type Queues = Record<string, OutboxEntry[]>;

function isEntry(value: unknown): value is OutboxEntry {
  if (typeof value !== 'object' || value === null) {
    return false;
  }
  const entry = value as Record<string, unknown>;
  return typeof entry['id'] === 'string' && typeof entry['key'] === 'string' && typeof entry['text'] === 'string' && typeof entry['timestamp'] === 'string';
}

/** Reads the stored queues; anything unreadable counts as empty. */
function readQueues(storage: KeyValueStorage): Queues {
  const raw = readStored(storage, OUTBOX_STORAGE_KEY);
  if (raw === null) {
    return {};
  }
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      return {};
    }
    const queues: Queues = {};
    for (const [conversationId, entries] of Object.entries(parsed)) {
      if (Array.isArray(entries)) {
        queues[conversationId] = entries.filter(isEntry);
      }
    }
    return queues;
  } catch {
    return {};
  }
}

function writeQueues(storage: KeyValueStorage, queues: Queues): void {
  const kept = Object.fromEntries(Object.entries(queues).filter(([, entries]) => entries.length > 0));
  if (Object.keys(kept).length === 0) {
    removeStored(storage, OUTBOX_STORAGE_KEY);
  } else {
    writeStored(storage, OUTBOX_STORAGE_KEY, JSON.stringify(kept));
  }
}

/**
 * The unsent messages of every conversation in `storage` (key `parla_outbox`), read afresh on every call so two tabs
 * see each other's changes.
 * @example
 * const outbox = createChatOutbox(localStorage);
 * outbox.add('c1', { id: 'pending-1', key: crypto.randomUUID(), text: 'Hola', timestamp: new Date().toISOString() });
 */
export function createChatOutbox(storage: KeyValueStorage): ChatOutbox {
  return {
    list: (conversationId) => readQueues(storage)[conversationId] ?? [],
    add(conversationId, entry) {
      const queues = readQueues(storage);
      const queue = (queues[conversationId] ?? []).filter((queued) => queued.id !== entry.id);
      queues[conversationId] = [...queue, entry];
      writeQueues(storage, queues);
    },
    remove(conversationId, id) {
      const queues = readQueues(storage);
      queues[conversationId] = (queues[conversationId] ?? []).filter((queued) => queued.id !== id);
      writeQueues(storage, queues);
    },
    clear() {
      removeStored(storage, OUTBOX_STORAGE_KEY);
    },
  };
}
