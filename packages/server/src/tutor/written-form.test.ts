import { describe, expect, it } from 'vitest';
import { LANGUAGES, type LanguageCode, type LearningMode, type SkillLevel } from '@parla/contract';
import { CONTENT } from './content/all-content.js';
import { composeOfflineReply, welcomeText } from './offline-engine.js';
import { REPLY_FRAMES } from './reply-frames/all-reply-frames.js';
import type { SpellChecker } from './spell-checker.js';
import type { TutorRequest } from './tutor-engine.js';
import { asWritten } from './written-form.js';

/** A checker that finds nothing: these tests are about the replies' words, not spelling. */
const quiet: Pick<SpellChecker, 'check'> = { check: async () => ({ mistakes: [], otherLanguage: false }) };

/** The tutor's reply to one learner message after its welcome. */
async function replyTo(language: LanguageCode, mode: LearningMode, level: SkillLevel, text: string): Promise<{ welcome: string; reply: string }> {
  const welcome = welcomeText(language, 'en', mode, level);
  const messages: TutorRequest['messages'] = [{ role: 'assistant', content: welcome }, { role: 'user', content: text }];
  const reply = await composeOfflineReply({ targetLanguage: language, nativeLanguage: 'en', mode, level, goals: [], systemPrompt: '', messages }, { spellChecker: quiet });
  return { welcome, reply };
}

describe('German words quoted back keep their capital in every mode', () => {
  it('writes a noun as the learner or the tutor’s texts write it, other words as they are', () => {
    expect(asWritten('de', 'kaffee', 'einen kaffee bitte')).toBe('Kaffee');
    expect(asWritten('de', 'kaffee', 'Einen Kaffee, bitte.')).toBe('Kaffee');
    expect(asWritten('de', 'tisch', 'der tisch ist frei')).toBe('Tisch');
    expect(asWritten('de', 'gern', 'ich trinke gern Tee')).toBe('gern');
    expect(asWritten('es', 'perro', 'Perro grande tengo')).toBe('perro');
  });

  it('a scene’s goal met and news told during a drill: „Kaffee“, „Hund“', async () => {
    expect((await replyTo('de', 'roleplay', 'beginner', 'einen kaffee bitte')).reply).toMatch(/^✓ „Kaffee“/);
    expect((await replyTo('de', 'translation', 'beginner', 'Mein hund ist heute krank und müde.')).reply).toContain('„Hund“');
  });
});

describe('a topic word quoted bare is grammatical', () => {
  it('no preposition that would need its case in Russian, Ukrainian and Polish', () => {
    for (const language of ['ru', 'uk', 'pl'] as const) {
      for (const frame of [CONTENT[language].frames.pickUp, REPLY_FRAMES[language].offTask]) {
        expect(frame, language).not.toMatch(/(?:^|\s)(?:о|об|про|o|w|z)\s+[«„]\{word\}/u);
      }
    }
  });

  it('in a drill, the learner’s own word (in any case) is quoted as what they wrote: "Вы написали «собаку»"', async () => {
    const { reply } = await replyTo('ru', 'grammar', 'beginner', 'Я очень люблю мою собаку и мою семью.');
    expect(reply).toMatch(/^Вы написали «собаку» — /u);
  });

  it('every language’s frame quotes the word', () => {
    for (const language of LANGUAGES) {
      expect(CONTENT[language].frames.pickUp, language).toMatch(/[«„“”「"]\s?\{word\}\s?[»“”」"]/u);
    }
  });
});

describe('a greeting as the first message', () => {
  it('is greeted back, then the welcome’s question is asked, not skipped', async () => {
    for (const [language, greeting] of [['es', 'Hola'], ['de', 'Hallo!'], ['fr', 'Bonjour !'], ['ja', 'こんにちは'], ['ru', 'Привет!']] as const) {
      const { welcome, reply } = await replyTo(language, 'free_conversation', 'beginner', greeting);
      const asked = CONTENT[language].topics.map((topic) => topic.questions[0]).find((question) => welcome.includes(question));
      expect(asked, language).toBeDefined();
      expect(reply.startsWith(REPLY_FRAMES[language].greetBack), `${language}: ${reply}`).toBe(true);
      expect(reply, language).toContain(asked);
    }
  });
});
