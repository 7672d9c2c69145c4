import type { LanguageCode } from '@parla/contract';
import { describe, expect, it } from 'vitest';
import { findKeyword } from './answer-match.js';
import { CONTENT } from './content/all-content.js';
import { composeOfflineReply, welcomeText } from './offline-engine.js';
import { goalKeywords } from './polite-requests.js';
import type { SpellChecker } from './spell-checker.js';
import type { TutorRequest } from './tutor-engine.js';

/** A checker that finds nothing: these tests are about the scene's goals, not spelling. */
const quiet: Pick<SpellChecker, 'check'> = { check: async () => ({ mistakes: [], otherLanguage: false }) };

/** The tutor's reply to the learner's first message in the beginner café scene. */
async function firstReply(targetLanguage: LanguageCode, text: string): Promise<string> {
  const messages: TutorRequest['messages'] = [
    { role: 'assistant', content: welcomeText(targetLanguage, 'en', 'roleplay', 'beginner', []) },
    { role: 'user', content: text },
  ];
  return composeOfflineReply({ targetLanguage, nativeLanguage: 'en', level: 'beginner', mode: 'roleplay', goals: [], systemPrompt: '', messages }, { spellChecker: quiet });
}

describe('a roleplay goal', () => {
  const cases: readonly (readonly [LanguageCode, string, string])[] = [
    ['it', 'Vorrei prenotare una camera doppia.', 'Vorrei un bicchiere di vino rosso.'],
    ['es', 'Quisiera reservar una habitación doble.', 'Quisiera una cerveza, por favor.'],
    ['fr', 'Je voudrais réserver une chambre double.', 'Je voudrais un jus d’orange.'],
    ['de', 'Ich möchte ein Doppelzimmer buchen.', 'Ich möchte einen Tee mit Milch.'],
  ];

  it.each(cases)('(%s) is not met by a polite verb with an off-goal request, and is asked again', async (language, offGoal) => {
    const reply = await firstReply(language, offGoal);
    expect(reply).not.toContain('✓');
    expect(reply).toContain('order a drink');
  });

  it.each(cases)('(%s) is still met by a real order with the polite verb', async (language, _offGoal, order) => {
    const reply = await firstReply(language, order);
    expect(reply).toMatch(/^✓ .*order a drink/);
  });

  it('in the shop is met by the garment asked for with the polite verb, not by the verb alone', () => {
    const steps = CONTENT.es.roleplay.beginner.flatMap((scene) => scene.steps);
    const keywords = goalKeywords(steps.find(([, task]) => task === 'say what you are looking for')![2], 'es');
    expect(findKeyword(keywords, 'Quiero una camisa blanca.', 'es')?.word).toBe('camisa');
    expect(findKeyword(keywords, 'Quiero reservar una mesa.', 'es')).toBeUndefined();
  });

  it('keeps words of its own in every scene step of every language once the request phrases are set aside', () => {
    for (const [language, content] of Object.entries(CONTENT) as [LanguageCode, (typeof CONTENT)[LanguageCode]][]) {
      for (const scenes of Object.values(content.roleplay)) {
        for (const scene of scenes) {
          for (const [, task, keywords] of scene.steps) {
            expect(goalKeywords(keywords, language), `${language}: ${task}`).not.toBe('');
          }
        }
      }
    }
  });
});
