import { describe, expect, it } from 'vitest';
import { streamEvent } from '@parla/contract';
import { buildChatStream } from '@parla/test-utils';
import { validateStreamEvent } from './validate-stream-event.js';

// The SDK checks stream events with a small validator of its own (validate-stream-event.ts) because the contract's zod
// schema would bring zod into the streaming parser's chunk (about 95 kB min+gzip against the chunk's 2 kB). This test keeps
// the two one: on every event type, and on every field of each set to a wrong value or left out, they give the same
// verdict, and what both accept comes out the same. The validator is knowingly looser in the places listed here only.
const LOOSER = [
  // Any string is taken as a timestamp: a client shows it, it never computes with one it cannot parse.
  /\.(timestamp|edited_at)$/,
  // A review without `better_phrasing` reads as none.
  /\.review\.better_phrasing$/,
];

const review = {
  corrected_text: 'Yo tengo un perro.',
  corrections: [{ start: 3, end: 9, original: 'tiengo', replacement: 'tengo', category: 'spelling', explanation: 'Se escribe «tengo».' }],
  better_phrasing: 'Tengo un perro.',
  checks: [
    { kind: 'spelling', status: 'unavailable', unchecked_words: ['naranjes'] },
    { kind: 'grammar', status: 'unavailable' },
  ],
  engine: 'embedded',
};

const EVENTS: readonly object[] = [
  ...buildChatStream({ conversationId: 'conversation-1', userText: 'Hola', aiText: '¡Hola! ¿Qué tal?' }),
  { type: 'message_review', conversation_id: 'conversation-1', data: { message_id: 'user-message-1', review } },
  { type: 'error', conversation_id: 'conversation-1', data: { code: 'generation_failed', message: 'The tutor could not answer', message_id: 'ai-message-1' } },
];

/** Values of the wrong type or out of bounds for some field; `undefined` leaves the field out. */
const WRONG_VALUES: readonly unknown[] = [undefined, null, 1, -1, 1.5, true, '', 'x'.repeat(65), [], {}];

/** The paths to every field of `value` (array items included). */
function fieldPaths(value: unknown, prefix: readonly string[] = []): string[][] {
  if (typeof value !== 'object' || value === null) {
    return [];
  }
  return Object.entries(value).flatMap(([key, child]) => [[...prefix, key], ...fieldPaths(child, [...prefix, key])]);
}

/** A copy of `value` with the field at `path` set to `replacement` (or left out when it is `undefined` and no array item). */
function withField(value: object, path: readonly string[], replacement: unknown): unknown {
  const copy = structuredClone(value) as Record<string, unknown>;
  const parent = path.slice(0, -1).reduce<Record<string, unknown>>((node, key) => node[key] as Record<string, unknown>, copy);
  const key = path[path.length - 1] ?? '';
  if (replacement === undefined && !Array.isArray(parent)) {
    delete parent[key];
  } else {
    parent[key] = replacement;
  }
  return copy;
}

/** `value` as JSON with its keys sorted, so two objects compare by content alone. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, field: unknown) =>
    typeof field === 'object' && field !== null && !Array.isArray(field) ? Object.fromEntries(Object.entries(field).sort(([a], [b]) => a.localeCompare(b))) : field,
  );
}

function sdkVerdict(value: unknown): unknown {
  try {
    return validateStreamEvent(value);
  } catch {
    return 'rejected';
  }
}

describe('validateStreamEvent against the contract’s stream-event schema', () => {
  it.each(EVENTS.map((event) => [(event as { type: string }).type, event] as const))('accepts the %s event as the contract does, with the same data', (_type, event) => {
    expect(sdkVerdict(event)).toEqual(streamEvent.parse(event));
  });

  it('gives the contract’s verdict on every field of every event set to a wrong value or left out', () => {
    const disagreements: string[] = [];
    for (const event of EVENTS) {
      for (const path of fieldPaths(event)) {
        const name = `${(event as { type: string }).type}.${path.join('.')}`;
        if (LOOSER.some((pattern) => pattern.test(name))) {
          continue;
        }
        for (const wrong of WRONG_VALUES) {
          const changed = withField(event, path, wrong);
          const contract = streamEvent.safeParse(changed);
          const sdk = sdkVerdict(changed);
          if (contract.success ? canonical(sdk) !== canonical(contract.data) : sdk !== 'rejected') {
            disagreements.push(`${name} = ${JSON.stringify(wrong) ?? 'left out'}`);
          }
        }
      }
    }
    expect(disagreements).toEqual([]);
  });
});
