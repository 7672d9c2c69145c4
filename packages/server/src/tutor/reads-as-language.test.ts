import { describe, expect, it } from 'vitest';
import { readsAsLanguage } from './reads-as-language.js';

/** A toy English dictionary: these words, and "realy" as one slip from "really". */
const english = new Set(['me', 'it', 'like', 'realy', 'the', 'coffee', 'with', 'milk', 'please', 'want', 'and']);
const knowsEnglish = (word: string) => english.has(word.toLowerCase());

describe('whether a text reads as the language its words are judged in', () => {
  it('does not when most of its words are unknown ("Hola, me llamo Ada" in English)', () => {
    expect(readsAsLanguage(['Hola', 'me', 'llamo'], knowsEnglish)).toBe(false);
  });

  it('does not when only half of its words are known ("i dont understand" in French knows "dont")', () => {
    expect(readsAsLanguage(['dont', 'understand'], (word) => word === 'dont')).toBe(false);
  });

  it('does when most of its words are known, misspelt ones one slip away included ("I realy like it")', () => {
    expect(readsAsLanguage(['realy', 'like', 'it'], knowsEnglish)).toBe(true);
    expect(readsAsLanguage(['want', 'coffee', 'con', 'leche', 'and', 'milk'], knowsEnglish)).toBe(true);
  });

  it('leaves words of one or two letters out of the count, since many languages share them', () => {
    expect(readsAsLanguage(['me', 'it', 'Hola', 'llamo'], knowsEnglish)).toBe(false);
    expect(readsAsLanguage(['yo', 'no', 'like'], knowsEnglish)).toBe(true);
  });

  it('reads as the language when no word is long enough to tell', () => {
    expect(readsAsLanguage([], knowsEnglish)).toBe(true);
    expect(readsAsLanguage(['ok', 'si'], knowsEnglish)).toBe(true);
  });

  it('stops judging once the answer is certain, and judges at most the first 24 words', () => {
    const judged: string[] = [];
    const judge = (word: string) => {
      judged.push(word);
      return knowsEnglish(word);
    };
    expect(readsAsLanguage(['like', 'the', 'coffee', 'with', 'mlik', 'pleas'], judge)).toBe(true);
    expect(judged).toEqual(['like', 'the', 'coffee', 'with']);
    judged.length = 0;
    expect(readsAsLanguage(Array.from({ length: 60 }, (_, index) => `palabra${index}`), judge)).toBe(false);
    expect(judged).toHaveLength(12);
  });
});
