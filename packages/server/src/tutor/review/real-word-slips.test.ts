import type { LanguageCode } from '@parla/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { createSpellChecker } from '../spell-checker.js';
import { createEmbeddedReviewer } from './embedded-reviewer.js';

const checker = createSpellChecker();
const reviewer = createEmbeddedReviewer({ spellChecker: checker, dictionaryWaitMs: 30_000 });

afterAll(async () => {
  await checker.close();
});

async function fixes(targetLanguage: LanguageCode, text: string): Promise<string[]> {
  const review = await reviewer.review({ text, targetLanguage, nativeLanguage: 'en', level: 'beginner', mode: 'free_conversation', taughtWords: [] }, new AbortController().signal);
  return review.corrections.map(({ original, replacement, category }) => `${original}>${replacement}:${category}`);
}

// Slips the dictionary accepts because they make another word: once praised as "no spelling mistakes".
describe('slips that land on another accepted word', () => {
  it('corrects a rare word that is a common one with a consonant doubled or undoubled, not a common or short word', async () => {
    expect(await fixes('it', "Mi piace sopratutto il mare d'estate.")).toEqual(['sopratutto>soprattutto:spelling']);
    expect(await fixes('es', 'Un cabalero muy amable me ayudó.')).toEqual(['cabalero>caballero:spelling']);
    expect(await fixes('en', 'We had dinner at a diner near the station.')).toEqual([]);
  }, 40_000);

  it('joins a compound name written as two words when the dictionary knows it hyphenated, and no other pair', async () => {
    expect(await fixes('ru', 'Летом мы поедем в Санкт Петербург.')).toEqual(['Санкт Петербург>Санкт-Петербург:spelling']);
    expect(await fixes('fr', 'Nous habitons dans une petite maison avec ma sœur.')).toEqual([]);
  }, 40_000);

  it('restores the accented noun a rare homograph stands for after a determiner, its gender choosing between two', async () => {
    expect(await fixes('pt', 'O avo da Ana mora no Porto.')).toEqual(['avo>avô:accent']);
    expect(await fixes('pt', 'A minha avo faz bolos deliciosos.')).toEqual(['avo>avó:accent']);
    expect(await fixes('pt', 'Meus avós moram no Porto.')).toEqual([]);
  }, 40_000);

  it('reads "e" between a noun subject and an adjective, with or without a degree word, as "is"', async () => {
    expect(await fixes('it', 'Il mio gatto e molto piccolo.')).toEqual(['e>è:accent']);
    expect(await fixes('it', 'La nostra casa e bella.')).toEqual(['e>è:accent']);
    expect(await fixes('pt', 'O meu carro e muito velho.')).toEqual(['e>é:accent']);
    expect(await fixes('it', 'Mio fratello e mia sorella vanno al mare.')).toEqual([]);
  }, 40_000);
});
