import { describe, expect, it } from 'vitest';
import { LANGUAGES, LEARNING_MODE_NAMES, LEARNING_MODES, defaultConversationTitle } from './enums.js';

describe('the default conversation title', () => {
  it('names the mode and the language in English, as the server stores it', () => {
    expect(defaultConversationTitle('vocabulary', 'es')).toBe('Vocabulary in Spanish');
    expect(defaultConversationTitle('free_conversation', 'ja')).toBe('Free conversation in Japanese');
  });

  it('has a name for every learning mode, and a distinct title for every mode and language', () => {
    expect(Object.keys(LEARNING_MODE_NAMES).sort()).toEqual([...LEARNING_MODES].sort());
    const titles = LEARNING_MODES.flatMap((mode) => LANGUAGES.map((language) => defaultConversationTitle(mode, language)));
    expect(new Set(titles).size).toBe(LEARNING_MODES.length * LANGUAGES.length);
  });
});
