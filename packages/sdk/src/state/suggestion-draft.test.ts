import { describe, expect, it } from 'vitest';
import { suggestionDraft } from './suggestion-draft.js';

describe('suggestionDraft', () => {
  it('sends a suggestion without a gap as it is', () => {
    expect(suggestionDraft('¿Cómo estás hoy?')).toBeNull();
    expect(suggestionDraft('I want to learn new words.')).toBeNull();
  });

  it('puts the caret in the gap at the end, after a space in scripts that space their words', () => {
    expect(suggestionDraft('¡Hola! Me llamo…')).toEqual({ text: '¡Hola! Me llamo ', caret: 16 });
    expect(suggestionDraft('Bonjour ! Je m’appelle…')).toEqual({ text: 'Bonjour ! Je m’appelle ', caret: 23 });
    expect(suggestionDraft('Привіт! Мене звати...')).toEqual({ text: 'Привіт! Мене звати ', caret: 19 });
  });

  it('keeps a space already there and adds none after punctuation or in scripts without spaces', () => {
    expect(suggestionDraft('Hallo! Ich heiße …')).toEqual({ text: 'Hallo! Ich heiße ', caret: 17 });
    expect(suggestionDraft('你好！我叫……')).toEqual({ text: '你好！我叫', caret: 5 });
  });

  it('keeps the words after a gap in the middle, with the caret before them', () => {
    expect(suggestionDraft('こんにちは！私の名前は…です。')).toEqual({ text: 'こんにちは！私の名前はです。', caret: 11 });
    expect(suggestionDraft('안녕하세요! 제 이름은 …예요.')).toEqual({ text: '안녕하세요! 제 이름은 예요.', caret: 13 });
  });
});
