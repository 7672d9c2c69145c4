import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@parla/contract/constants';
import { replySuggestions } from './reply-suggestions.js';

describe('replySuggestions', () => {
  it('after a question, offers asking for help, simpler words and an example, in the target language', () => {
    expect(replySuggestions({ targetLanguage: 'es' }, '¡Muy bien! ¿Qué hiciste ayer?')).toEqual([
      'No sé bien cómo responder. ¿Me ayudas?',
      '¿Puedes decirlo de forma más sencilla?',
      '¿Me das un ejemplo?',
    ]);
    expect(replySuggestions({ targetLanguage: 'ja' }, '昨日は何をしましたか？')[0]).toBe('どう答えればいいかわかりません。手伝ってもらえますか？');
    expect(replySuggestions({ targetLanguage: 'fr' }, 'Traduis : « Où est la gare ? »')[0]).toBe('Je ne sais pas trop comment répondre. Tu peux m’aider ?');
  });

  it('after a statement, offers asking for another question first', () => {
    expect(replySuggestions({ targetLanguage: 'de' }, 'Sehr gut, das ist richtig.')).toEqual([
      'Stell mir eine andere Frage.',
      'Kannst du mir ein Beispiel geben?',
      'Kannst du das einfacher sagen?',
    ]);
  });

  it.each(LANGUAGES)('has three distinct suggestions in %s', (language) => {
    const suggestions = [...replySuggestions({ targetLanguage: language }, 'Hello?'), ...replySuggestions({ targetLanguage: language }, 'Hello.')];

    expect(new Set(suggestions).size).toBe(4);
    expect(suggestions.every((text) => text.trim().length > 0)).toBe(true);
  });
});
