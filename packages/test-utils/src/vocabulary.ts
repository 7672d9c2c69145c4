/* Fixtures of saved words, look-ups and review cards (issue #20). */
import type { DueCard, SavedWord, WordLookup } from '@parla/contract';

/** A look-up answer from the offline dictionary. */
export function aLookup(overrides: Partial<WordLookup> = {}): WordLookup {
  return { word: 'perro', language: 'es', native_language: 'en', base_form: null, meaning: 'dog', source: 'dictionary', engine: 'freedict-spa-eng', message: null, ...overrides };
}

/** A saved word. */
export function aSavedWord(id: string, overrides: Partial<SavedWord> = {}): SavedWord {
  return { id, language: 'es', word: 'perro', base_form: null, meaning: 'dog', context_sentence: null, source_message_id: null, created_at: '2026-11-27T10:00:00Z', ...overrides };
}

/** A card due now, with next due times one minute, ten minutes, one day and four days away from 2026-11-27T10:00Z. */
export function aDueCard(id: string, overrides: Partial<DueCard> = {}): DueCard {
  return {
    id,
    kind: 'recognise',
    language: 'es',
    prompt: 'perro',
    answer: 'dog',
    context_sentence: 'Tengo un perro.',
    hint: null,
    word_id: 'w1',
    source_message_id: null,
    state: 'new',
    due: '2026-11-27T10:00:00Z',
    reps: 0,
    lapses: 0,
    last_review: null,
    created_at: '2026-11-27T10:00:00Z',
    next_due: { again: '2026-11-27T10:01:00Z', hard: '2026-11-27T10:10:00Z', good: '2026-11-28T10:00:00Z', easy: '2026-12-01T10:00:00Z' },
    ...overrides,
  };
}

/** A card's due and next due times as `aDueCard` has them, moved to `now`: for a screen that measures them from the clock. */
export function dueAt(now: number): Pick<DueCard, 'due' | 'next_due'> {
  const at = (ms: number) => new Date(now + ms).toISOString();
  return { due: at(0), next_due: { again: at(60_000), hard: at(600_000), good: at(86_400_000), easy: at(4 * 86_400_000) } };
}
