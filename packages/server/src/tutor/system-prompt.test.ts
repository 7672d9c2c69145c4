import { describe, expect, it } from 'vitest';
import { LEARNING_MODES, SKILL_LEVELS } from '@parla/contract';
import { buildSystemPrompt, buildWelcomeInstruction, type SystemPromptInput } from './system-prompt.js';

const base: SystemPromptInput = { targetLanguage: 'es', nativeLanguage: 'en', level: 'intermediate', mode: 'free_conversation', goals: [] };
const prompt = (overrides: Partial<SystemPromptInput>) => buildSystemPrompt({ ...base, ...overrides });

describe('the system prompt of a configured model', () => {
  it('gives a roleplay a scene, a character and goals to reach, moving on when one is reached', () => {
    const text = prompt({ mode: 'roleplay' });
    expect(text).toMatch(/set (it|the scene)/i);
    expect(text).toMatch(/your character with a name and role/);
    expect(text).toMatch(/goals the learner has to reach/);
    expect(text).toMatch(/when they reach a goal, say so briefly and lead to the next/);
  });

  it('practises one grammar structure over several turns', () => {
    const text = prompt({ mode: 'grammar' });
    expect(text).toMatch(/one grammar structure/);
    expect(text).toMatch(/that same structure over several turns/);
    expect(text).toMatch(/Move on to a new structure only after/);
  });

  it('gives sentences to translate and checks the answers, never praising a wrong one', () => {
    const text = prompt({ mode: 'translation' });
    expect(text).toMatch(/one short sentence at a time in their native language/);
    expect(text).toMatch(/check the translation: say clearly whether it is right, show the model translation/);
    expect(text).toMatch(/Never praise a wrong translation/);
  });

  it('describes each level with CEFR-style vocabulary and sentence length', () => {
    expect(prompt({ level: 'beginner' })).toMatch(/CEFR A1–A2.*most frequent everyday words.*at most about 8 words/);
    expect(prompt({ level: 'intermediate' })).toMatch(/CEFR B1–B2.*up to about 15 words/);
    expect(prompt({ level: 'advanced' })).toMatch(/CEFR C1–C2.*idiomatic.*less frequent/);
    const texts = SKILL_LEVELS.map((level) => prompt({ level }));
    expect(new Set(texts).size).toBe(SKILL_LEVELS.length);
  });

  it('states the learner\'s goals with what to do for each, and lets them choose the topics', () => {
    const text = prompt({ goals: ['travel', 'grammar', 'vocabulary'] });
    expect(text).toMatch(/The learner's goals, and what to do for each: travel: practise travel situations .*; grammar: .*recurring mistakes; vocabulary: .*words due for review\. Choose topics/);
    expect(prompt({ goals: [] })).not.toMatch(/goals, and what to do|Choose topics/);
  });

  it('recasts at most one mistake, reacts to what the learner said and never praises a wrong answer', () => {
    const text = prompt({});
    expect(text).toMatch(/recast at most one of them/);
    expect(text).toMatch(/react first to what the learner actually said/);
    expect(text).toMatch(/Never praise a\s+wrong answer/);
  });

  it('keeps every mode but free conversation on its task, with a distinct instruction per mode', () => {
    for (const mode of LEARNING_MODES) {
      expect(prompt({ mode }).includes('do not drift into small talk')).toBe(mode !== 'free_conversation');
    }
    expect(new Set(LEARNING_MODES.map((mode) => prompt({ mode }))).size).toBe(LEARNING_MODES.length);
  });

  it('carries the running summary when there is one', () => {
    expect(prompt({ summary: 'The learner, Ana, is planning a trip to Sevilla.' })).toMatch(/Earlier in this conversation .*: The learner, Ana, is planning a trip to Sevilla\./);
    expect(prompt({ summary: null })).not.toMatch(/Earlier in this conversation/);
    expect(prompt({ summary: '  ' })).not.toMatch(/Earlier in this conversation/);
  });

  it('asks for a welcome that starts the mode\'s task in the target language', () => {
    expect(buildWelcomeInstruction({ ...base, targetLanguage: 'fr', mode: 'roleplay' })).toMatch(/set the scene and name its goals.*Write in French only/s);
  });
});
