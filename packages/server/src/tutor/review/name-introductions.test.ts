import { messageReview, type LanguageCode } from '@parla/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { createSpellChecker } from '../spell-checker.js';
import { createEmbeddedReviewer } from './embedded-reviewer.js';
import { introducedName } from './name-introductions.js';

const checker = createSpellChecker();
const reviewer = createEmbeddedReviewer({ spellChecker: checker, dictionaryWaitMs: 30_000 });

afterAll(async () => {
  await checker.close();
});

async function spellingCheck(targetLanguage: LanguageCode, text: string, taughtWords: string[] = []) {
  const result = await reviewer.review({ text, targetLanguage, nativeLanguage: 'en', level: 'beginner', mode: 'free_conversation', taughtWords }, new AbortController().signal);
  expect(messageReview.safeParse(result).success).toBe(true);
  expect(result.corrections).toEqual([]);
  return result.checks.find((check) => check.kind === 'spelling');
}

describe('a name the dictionary does not know', () => {
  it('after a self-introduction, leaves spelling checked (a short message is not taken for another language)', async () => {
    for (const [language, text] of [
      ['es', 'Me llamo Walk.'],
      ['it', 'Mi chiamo Brandon.'],
      ['fr', 'Je m’appelle Kwame.'],
      ['en', 'My name is Xochitl.'],
    ] as const) {
      expect(await spellingCheck(language, text), `${language}: ${text}`).toEqual({ kind: 'spelling', status: 'ran' });
    }
  }, 60_000);

  it('after the tutor greeted with "Hola" (a taught word, left out), still leaves "Hola, me llamo Walk." checked', async () => {
    expect(await spellingCheck('es', 'Hola, me llamo Walk.', ['¡Hola! Soy tu tutor. ¿Cómo te llamas?'])).toEqual({ kind: 'spelling', status: 'ran' });
  }, 60_000);

  it('elsewhere inside a sentence, is named as the one word spelling could not judge, the rest checked', async () => {
    expect(await spellingCheck('es', 'Ayer vi a Brandon.')).toEqual({ kind: 'spelling', status: 'unavailable', unchecked_words: ['Brandon'] });
    expect(await spellingCheck('it', 'Domani vado al cinema con Walk.')).toEqual({ kind: 'spelling', status: 'unavailable', unchecked_words: ['Walk'] });
  }, 60_000);

  it('is recognised after the introduction phrases only', () => {
    expect(introducedName('de', 'Hallo, ich heiße Walk.', 17)).toBe(true);
    expect(introducedName('ru', 'Меня зовут Walk.', 11)).toBe(true);
    expect(introducedName('es', 'Ayer vi a Brandon.', 10)).toBe(false);
  });
});
