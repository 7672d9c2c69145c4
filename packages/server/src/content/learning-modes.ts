import type { LearningModeInfo } from '@parla/contract';

/** The 9 learning modes with their display names and descriptions. */
export const LEARNING_MODE_INFO: readonly LearningModeInfo[] = [
  { id: 'translation', name: 'Translation', description: 'Translate sentences from your language and get your translation checked.' },
  { id: 'grammar', name: 'Grammar', description: 'Practise one grammar pattern at a time, with examples and gentle corrections.' },
  { id: 'vocabulary', name: 'Vocabulary', description: 'Learn useful new words in context and use them in your own sentences.' },
  { id: 'roleplay', name: 'Role-play', description: 'Act out everyday scenes — a café, a shop, a station — with the tutor in character.' },
  { id: 'free_conversation', name: 'Free conversation', description: 'Chat about anything you like while the tutor keeps the conversation going.' },
  { id: 'storytelling', name: 'Storytelling', description: 'Build a story together, a sentence or two at a time.' },
  { id: 'cultural_context', name: 'Cultural context', description: 'Discover customs and culture of the places where the language is spoken.' },
  { id: 'idioms', name: 'Idioms', description: 'Learn idiomatic expressions, what they mean and when to use them.' },
  { id: 'slang', name: 'Slang', description: 'Pick up informal, everyday expressions and where they fit.' },
];
