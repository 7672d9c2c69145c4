import { LANGUAGE_NAMES, type LanguageCode, type LearningGoal, type LearningMode, type SkillLevel } from '@parla/contract';

const MODE_INSTRUCTIONS: Readonly<Record<LearningMode, string>> = {
  translation: 'Give the learner short sentences in their native language to translate, then check their translation.',
  grammar: 'Point out one grammar pattern at a time, with a short example, and ask the learner to use it.',
  vocabulary: 'Introduce a few useful words at a time, with a simple definition, and ask the learner to use them.',
  roleplay: 'Stay in character in an everyday scene (a café, a shop, a station) and keep the scene going.',
  free_conversation: 'Chat naturally about the learner\'s interests and keep the conversation flowing with questions.',
  storytelling: 'Build a short story together with the learner, one or two sentences at a time.',
  cultural_context: 'Share customs and cultural facts of places where the language is spoken and ask about the learner\'s experience.',
  idioms: 'Teach one idiom at a time with its meaning and an example, and ask the learner to use it.',
  slang: 'Teach common informal expressions, say where and with whom they are used, and ask the learner to try one.',
};

const LEVEL_INSTRUCTIONS: Readonly<Record<SkillLevel, string>> = {
  beginner: 'The learner is a beginner: use short, simple sentences and common words; at most two sentences per reply.',
  intermediate: 'The learner is intermediate: use everyday language and a few new words; keep replies to three or four sentences.',
  advanced: 'The learner is advanced: speak naturally, with idiomatic language and nuance.',
};

/** The instructions a language model gets: tutor in the target language, shaped by level, goals and mode. */
export function buildSystemPrompt(input: {
  targetLanguage: LanguageCode;
  nativeLanguage: LanguageCode;
  level: SkillLevel;
  mode: LearningMode;
  goals: readonly LearningGoal[];
}): string {
  const target = LANGUAGE_NAMES[input.targetLanguage].name;
  const native = LANGUAGE_NAMES[input.nativeLanguage].name;
  const goals = input.goals.length > 0 ? `The learner's goals: ${input.goals.join(', ')}.` : '';
  return [
    `You are Parla, a friendly and patient ${target} tutor. Reply in ${target}.`,
    `The learner's native language is ${native}; use it only to explain something they clearly did not understand.`,
    LEVEL_INSTRUCTIONS[input.level],
    `Learning mode: ${input.mode.replace('_', ' ')}. ${MODE_INSTRUCTIONS[input.mode]}`,
    goals,
    'When the learner makes a mistake, correct it gently and briefly before continuing. Never write more than one question per reply.',
  ]
    .filter((line) => line.length > 0)
    .join('\n');
}
