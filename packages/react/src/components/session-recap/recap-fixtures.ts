import type { LearnerModel, SessionRecap } from '@parla/sdk';

/** A rule-made recap of a Spanish session with mistakes of three kinds, a saved word and two goals. */
export const ruleRecap: SessionRecap = {
  conversation_id: 'c1',
  target_language: 'es',
  native_language: 'en',
  trigger: 'ended',
  engine: 'rules',
  created_at: '2025-03-10T10:20:00.000Z',
  started_at: '2025-03-10T10:00:00.000Z',
  last_activity_at: '2025-03-10T10:18:00.000Z',
  minutes: 18,
  learner_messages: 10,
  learner_words: 94,
  corrections_total: 7,
  corrections: [
    {
      category: 'conjugation',
      count: 3,
      examples: [
        { wrong: 'comemos', right: 'comimos', sentence: 'Ayer comemos en casa de mi abuela.' },
        { wrong: 'fuimo', right: 'fuimos', sentence: 'Después fuimo al parque.' },
      ],
    },
    { category: 'spelling', count: 2, examples: [{ wrong: 'tiengo', right: 'tengo', sentence: 'Yo tiengo un perro grande.' }] },
    { category: 'agreement', count: 2, examples: [{ wrong: 'bonito', right: 'bonita', sentence: 'Mi casa es bonito.' }] },
  ],
  words_saved: [{ word: 'perro', meaning: 'dog' }],
  went_well: [
    { kind: 'clean_messages', count: 5, total: 10, detail: null },
    { kind: 'longest_message', count: 17, total: null, detail: 'Me gusta mucho leer libros por la noche porque me ayuda a dormir mejor.' },
    { kind: 'words_saved', count: 1, total: null, detail: null },
  ],
  focus: { kind: 'category', category: 'conjugation', example: { wrong: 'comemos', right: 'comimos', sentence: 'Ayer comemos en casa de mi abuela.' } },
  goals: [
    { goal: 'vocabulary', measure: 'words_saved', count: 1 },
    { goal: 'grammar', measure: 'grammar_corrections', count: 5 },
    { goal: 'travel', measure: 'theme_tasks', count: 2 },
  ],
  summary: null,
  went_well_text: null,
  focus_text: null,
};

/** The same session with the model's prose. */
export const modelRecap: SessionRecap = {
  ...ruleRecap,
  engine: 'model',
  summary: 'You practised for 18 minutes and wrote 10 messages, 94 words in all.',
  went_well_text: 'Half your messages needed no correction, and your sentence about reading at night was long and clear.',
  focus_text: 'Past tense endings: “comimos”, not “comemos”, for something that happened yesterday.',
};

/** A short session without a single correction. */
export const cleanRecap: SessionRecap = {
  ...ruleRecap,
  minutes: 4,
  learner_messages: 3,
  learner_words: 12,
  corrections_total: 0,
  corrections: [],
  words_saved: [],
  went_well: [{ kind: 'clean_messages', count: 3, total: 3, detail: null }],
  focus: { kind: 'write_more', category: null, example: null },
  goals: [],
};

/** A session the learner left without writing. */
export const emptyRecap: SessionRecap = {
  ...cleanRecap,
  trigger: 'idle',
  minutes: 0,
  learner_messages: 0,
  learner_words: 0,
  went_well: [{ kind: 'steady_practice', count: 0, total: null, detail: null }],
  focus: { kind: 'write_more', category: null, example: null },
};

/** A learner model with an estimate, recurring kinds and words. */
export const estimatedModel: LearnerModel = {
  language: 'es',
  estimated_level: 'B1',
  level_override: null,
  level: 'B1',
  evidence: { messages: 42, words: 520, mean_sentence_words: 11.4, distinct_word_ratio: 0.78, rare_word_ratio: 0.18, errors_per_100_words: 4.2 },
  recurring_categories: [
    { category: 'conjugation', count: 6 },
    { category: 'accent', count: 3 },
  ],
  words: { saved: 24, known: 9, due: 5 },
  updated_at: '2025-03-10T10:20:00.000Z',
};

/** The same learner, who chose B2. */
export const chosenModel: LearnerModel = { ...estimatedModel, level_override: 'B2', level: 'B2' };

/** A learner who has written too little for an estimate. */
export const newModel: LearnerModel = {
  ...estimatedModel,
  estimated_level: null,
  level: null,
  evidence: { messages: 2, words: 6, mean_sentence_words: 3, distinct_word_ratio: 1, rare_word_ratio: 0, errors_per_100_words: 0 },
  recurring_categories: [],
  words: { saved: 0, known: 0, due: 0 },
};
