import { LEARNING_MODE_NAMES } from '@parla/contract';
import type { LearningModeInfo } from '@parla/contract';

/** The 9 learning modes with their (English) names and descriptions. */
export const LEARNING_MODE_INFO: readonly LearningModeInfo[] = [
  { id: 'translation', name: LEARNING_MODE_NAMES.translation, description: 'Translate sentences from your language and get your translation checked.' },
  { id: 'grammar', name: LEARNING_MODE_NAMES.grammar, description: 'Practise one grammar pattern at a time, with examples and gentle corrections.' },
  { id: 'vocabulary', name: LEARNING_MODE_NAMES.vocabulary, description: 'Learn useful new words in context and use them in your own sentences.' },
  { id: 'roleplay', name: LEARNING_MODE_NAMES.roleplay, description: 'Act out everyday scenes — a café, a shop, a station — with the tutor in character.' },
  { id: 'free_conversation', name: LEARNING_MODE_NAMES.free_conversation, description: 'Chat about anything you like while the tutor keeps the conversation going.' },
  { id: 'storytelling', name: LEARNING_MODE_NAMES.storytelling, description: 'Build a story together, a sentence or two at a time.' },
  { id: 'cultural_context', name: LEARNING_MODE_NAMES.cultural_context, description: 'Discover customs and culture of the places where the language is spoken.' },
  { id: 'idioms', name: LEARNING_MODE_NAMES.idioms, description: 'Learn idiomatic expressions, what they mean and when to use them.' },
  { id: 'slang', name: LEARNING_MODE_NAMES.slang, description: 'Pick up informal, everyday expressions and where they fit.' },
];
