import { describe, expect, it } from 'vitest';
import { LANGUAGES, SKILL_LEVELS, type CorrectionCategory, type LearningGoal, type LearningMode } from '@parla/contract';
import type { LearnerProfile } from '../progress/learner-model.js';
import { grammarCategory } from './drill-tags.js';
import { useWordText } from './due-word-nudge.js';
import { composeOfflineTurn, welcomeText } from './offline-engine.js';
import type { SpellChecker } from './spell-checker.js';
import { itemAskedIn } from './task-history.js';
import { taskItems, type TaskItem } from './task-items.js';
import type { TutorRequest } from './tutor-engine.js';

/** A checker that finds nothing: these tests are about what the tutor offers, not spelling. */
const quiet: Pick<SpellChecker, 'check'> = { check: async () => ({ mistakes: [], otherLanguage: false }) };

function profile(fields: Partial<LearnerProfile> = {}): LearnerProfile {
  return { language: 'es', level: 'A2', weakCategories: [], dueWords: [], goals: [], ...fields };
}

const QUESO = { word: 'queso', meaning: 'cheese', sentence: 'Me gusta el queso manchego.' };

/** The item the greeting of a drill conversation asks. */
function firstAsked(mode: LearningMode, goals: LearningGoal[], learner?: LearnerProfile, language: (typeof LANGUAGES)[number] = 'es'): TaskItem | undefined {
  const items = taskItems(language, 'en', mode, 'beginner', goals, learner);
  return itemAskedIn(welcomeText(language, 'en', mode, 'beginner', goals, learner), items);
}

describe('drills chosen by the learner model and goals (issue #21)', () => {
  it('tags grammar hints with the correction category they practise', () => {
    expect(grammarCategory('adjective agreement (blanco) adjectives agree: las casas blancas')).toBe('agreement');
    expect(grammarCategory('preterite of ir ir in the preterite: fui')).toBe('conjugation');
    expect(grammarCategory('weil: verb at the end the verb goes to the end')).toBe('word_order');
    expect(grammarCategory('por or para para for the recipient')).toBe('word_choice');
    expect(grammarCategory('topic particle は marks the topic')).toBe('grammar');
  });

  it('opens a grammar drill on the learner’s most frequent weak category, in every tutor language that has a drill of it', () => {
    const weak: CorrectionCategory[] = ['agreement', 'conjugation'];
    for (const language of LANGUAGES) {
      for (const level of SKILL_LEVELS) {
        const items = taskItems(language, 'en', 'grammar', level, [], profile({ weakCategories: weak }));
        const plain = taskItems(language, 'en', 'grammar', level, []);
        const best = weak.find((category) => plain.some((candidate) => candidate.categories.includes(category)));
        // Where no drill practises either category, the content's order stands (the fallback).
        expect(items[0]?.categories, `${language} ${level}`).toContain(best ?? plain[0]?.categories[0]);
      }
    }
    expect(firstAsked('grammar', [], profile({ weakCategories: ['agreement'] }))?.categories).toContain('agreement');
    expect(firstAsked('grammar', [], profile({ weakCategories: ['conjugation'] }))?.categories).toContain('conjugation');
    expect(firstAsked('grammar', [], profile({ weakCategories: ['accent'] }))?.model).toMatch(/[áéíóúñ]/);
  });

  it('lets the goals choose the sentences to translate: travel ones for travel, work ones for business, in every language', () => {
    for (const language of LANGUAGES) {
      for (const goal of ['travel', 'business'] as const) {
        let served = 0;
        for (const level of SKILL_LEVELS) {
          for (const mode of ['translation', 'vocabulary'] as const) {
            const plain = taskItems(language, 'en', mode, level, []);
            const first = taskItems(language, 'en', mode, level, [goal])[0];
            if (plain.some((candidate) => candidate.goals.includes(goal))) {
              expect(first?.goals, `${language} ${level} ${mode} ${goal}`).toContain(goal);
              served += 1;
            } else {
              // No item of that mode and level serves the goal (beginners' words have no work theme): the content's order stands.
              expect(first?.id).toBe(plain[0]?.id);
            }
          }
        }
        expect(served, `${language} ${goal}`).toBeGreaterThanOrEqual(3);
      }
    }
    expect(firstAsked('translation', ['travel'])?.id).not.toBe(firstAsked('translation', ['business'])?.id);
    expect(taskItems('es', 'en', 'vocabulary', 'intermediate', ['business'])[0]?.goals).toContain('business');
    expect(taskItems('es', 'en', 'roleplay', 'advanced', ['business'])[0]?.goals).toContain('business');
    expect(taskItems('es', 'en', 'roleplay', 'advanced', ['travel'])[0]?.goals).toContain('travel');
  });

  it('opens a vocabulary drill with the words due for review, in their own sentence, and judges the answer', async () => {
    const learner = profile({ dueWords: [QUESO, { word: 'sin significado', meaning: null, sentence: null }] });
    const greeting = welcomeText('es', 'en', 'vocabulary', 'beginner', [], learner);
    expect(greeting).toContain('«cheese»: Me gusta el ___ manchego.');
    const request: TutorRequest = {
      targetLanguage: 'es', nativeLanguage: 'en', level: 'beginner', mode: 'vocabulary', goals: [], systemPrompt: '', profile: learner,
      messages: [{ role: 'assistant', content: greeting }, { role: 'user', content: 'queso' }],
    };
    const turn = await composeOfflineTurn(request, { spellChecker: quiet });
    expect(turn).toMatchObject({ itemId: 'due:queso', verdict: 'right' });
    // A due word without a meaning gives no drill (nothing to ask it by).
    expect(taskItems('es', 'en', 'vocabulary', 'beginner', [], learner).filter((candidate) => candidate.id.startsWith('due:'))).toHaveLength(1);
  });

  it('asks, in free conversation, to use a due word: every other turn, every turn with the vocabulary goal', async () => {
    const learner = profile({ dueWords: [QUESO, { word: 'maleta', meaning: 'suitcase', sentence: null }] });
    expect(welcomeText('es', 'en', 'free_conversation', 'beginner', [], learner)).toContain(useWordText('es', 'queso'));
    async function replies(goals: LearningGoal[]): Promise<string[]> {
      const messages: TutorRequest['messages'] = [{ role: 'assistant', content: welcomeText('es', 'en', 'free_conversation', 'beginner', goals, learner) }];
      for (const text of ['Me gusta el queso.', 'Vivo en una casa pequeña.', 'Trabajo en una oficina.']) {
        messages.push({ role: 'user', content: text });
        const turn = await composeOfflineTurn({ targetLanguage: 'es', nativeLanguage: 'en', level: 'beginner', mode: 'free_conversation', goals, systemPrompt: '', profile: learner, messages: [...messages] }, { spellChecker: quiet });
        messages.push({ role: 'assistant', content: turn.text });
      }
      return messages.filter((message) => message.role === 'assistant').map((message) => message.content);
    }
    const plain = await replies([]);
    expect(plain[1]).not.toContain('Intenta usar');
    expect(plain[2]).toContain(useWordText('es', 'maleta'));
    const vocabulary = await replies(['vocabulary']);
    expect(vocabulary[1]).toContain(useWordText('es', 'maleta'));
    // Every due word asked once: no nudge is repeated.
    expect(vocabulary[2]).not.toContain('Intenta usar');
    for (const language of LANGUAGES) {
      expect(useWordText(language, 'X')).toContain('X');
    }
  });
});
