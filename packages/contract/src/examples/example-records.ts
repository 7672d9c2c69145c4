import { DEFAULT_PREFERENCES } from '../constants/constants.js';
import type { PartnerKey } from '../schemas/partner.js';
import type { ReviewCard, SavedWord } from '../schemas/vocabulary.js';
import type { Conversation, Feedback, LearnerModel, Message, MessageReview, Preferences, SessionRecap, SupportReport, User } from '../types.js';
/**
 * The records the route examples share: one learner, one Spanish conversation and its first exchange, as the server
 * would answer them. Plain data; `route-examples.test.ts` parses every example with its schema.
 */
export const AT = '2026-03-10T09:30:00.000Z';
export const LATER = '2026-03-10T09:31:12.000Z';
export const TODAY = '2026-03-10';
export const USER_ID = '3f6c1c2e-8a4b-4c1d-9e2f-5a7b8c9d0e1f';
export const CONVERSATION_ID = '7b2e4d10-1c3a-4f5e-8d6b-9a0c1e2f3a4b';
export const USER_MESSAGE_ID = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';
export const AI_MESSAGE_ID = 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e';
export const WORD_ID = 'c3d4e5f6-a7b8-4c9d-8e1f-2a3b4c5d6e7f';
export const CARD_ID = 'd4e5f6a7-b8c9-4d0e-9f2a-3b4c5d6e7f80';
export const ACCESS_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJ1c2VyX2lkIjoiM2Y2YzFjMmUifQ.access-signature';
export const REFRESH_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJqdGkiOiJmYW1pbHktMSJ9.refresh-signature';
export const AUDIO = 'data:audio/wav;base64,UklGRiQAAABXQVZFZm10IBAAAAABAAEAgD4AAAB9AAACABAAZGF0YQAAAAA=';

export const preferences: Preferences = { ...DEFAULT_PREFERENCES, learning_goals: ['conversation', 'travel'] };

export const user: User = {
  id: USER_ID,
  email: 'learner@example.com',
  first_name: 'Ana',
  last_name: 'Silva',
  username: 'learner@example.com',
  is_admin: false,
  email_verified: true,
  terms_accepted: true,
  terms_accepted_at: AT,
  terms_version: '1.0',
  created_at: AT,
  updated_at: AT,
  preferences,
};

export const conversation: Conversation = {
  id: CONVERSATION_ID,
  title: 'Free conversation in Spanish',
  target_language: 'es',
  native_language: 'en',
  skill_level: 'beginner',
  learning_mode: 'free_conversation',
  goals: ['conversation', 'travel'],
  status: 'active',
  message_count: 2,
  last_message_preview: '¡Qué bien! ¿Qué quieres ver en Madrid?',
  created_at: AT,
  updated_at: LATER,
  last_message_at: LATER,
  ended_at: null,
};

/** The review of the learner's message: one spelling correction, the checks that ran. */
export const review: MessageReview = {
  corrected_text: 'Mañana voy a Madrid con mi hermana.',
  corrections: [{ start: 0, end: 6, original: 'Manana', replacement: 'Mañana', category: 'spelling', explanation: 'Mañana is written with ñ.' }],
  better_phrasing: null,
  checks: [
    { kind: 'spelling', status: 'ran' },
    { kind: 'grammar', status: 'ran' },
  ],
  engine: 'embedded',
};

export const userMessage: Message = {
  id: USER_MESSAGE_ID,
  conversation_id: CONVERSATION_ID,
  sender: 'user',
  message_text: 'Manana voy a Madrid con mi hermana.',
  timestamp: LATER,
  status: 'delivered',
  edited_at: null,
  review,
};

export const aiMessage: Message = {
  id: AI_MESSAGE_ID,
  conversation_id: CONVERSATION_ID,
  sender: 'ai',
  message_text: '¡Qué bien! ¿Qué quieres ver en Madrid?',
  timestamp: LATER,
  status: 'delivered',
  edited_at: null,
  review: null,
};

export const suggestions = ['Quiero ver el Museo del Prado.', 'No lo sé todavía.'];

export const savedWord: SavedWord = {
  id: WORD_ID,
  language: 'es',
  word: 'hermana',
  base_form: 'hermana',
  reading: null,
  meaning: 'sister',
  context_sentence: 'Mañana voy a Madrid con mi hermana.',
  source_message_id: USER_MESSAGE_ID,
  created_at: LATER,
};

export const reviewCard: ReviewCard = {
  id: CARD_ID,
  kind: 'recognise',
  language: 'es',
  prompt: 'hermana',
  answer: 'sister',
  context_sentence: 'Mañana voy a Madrid con mi hermana.',
  hint: null,
  word_id: WORD_ID,
  source_message_id: USER_MESSAGE_ID,
  state: 'new',
  due: LATER,
  reps: 0,
  lapses: 0,
  last_review: null,
  created_at: LATER,
};

export const learnerModel: LearnerModel = {
  language: 'es',
  estimated_level: 'A2',
  level_override: null,
  level: 'A2',
  evidence: { messages: 24, words: 180, mean_sentence_words: 7.5, distinct_word_ratio: 0.62, rare_word_ratio: 0.08, errors_per_100_words: 6.1 },
  recurring_categories: [{ category: 'spelling', count: 5 }],
  words: { saved: 12, known: 4, due: 3 },
  updated_at: LATER,
};

export const recap: SessionRecap = {
  conversation_id: CONVERSATION_ID,
  target_language: 'es',
  native_language: 'en',
  trigger: 'ended',
  engine: 'rules',
  created_at: LATER,
  started_at: AT,
  last_activity_at: LATER,
  minutes: 12,
  learner_messages: 8,
  learner_words: 64,
  corrections_total: 2,
  corrections: [{ category: 'spelling', count: 2, examples: [{ wrong: 'Manana', right: 'Mañana', sentence: 'Manana voy a Madrid con mi hermana.' }] }],
  words_saved: [{ word: 'hermana', meaning: 'sister' }],
  went_well: [{ kind: 'clean_messages', count: 6, total: 8, detail: null }],
  focus: { kind: 'category', category: 'spelling', example: { wrong: 'Manana', right: 'Mañana', sentence: 'Manana voy a Madrid con mi hermana.' } },
  goals: [{ goal: 'conversation', measure: 'messages', count: 8 }],
  summary: null,
  went_well_text: null,
  focus_text: null,
};

export const supportReport: SupportReport = {
  id: 'e5f6a7b8-c9d0-4e1f-8a3b-4c5d6e7f8091',
  user_id: USER_ID,
  user_email: 'learner@example.com',
  subject: 'The microphone button does nothing',
  description: 'On Firefox 140 the microphone button shows no prompt.',
  category: 'bug',
  page_url: 'https://parla.example/chat',
  user_agent: 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0',
  created_at: AT,
};

export const feedback: Feedback = {
  id: 'f6a7b8c9-d0e1-4f2a-9b4c-5d6e7f809102',
  user_id: USER_ID,
  user_email: 'learner@example.com',
  rating: 5,
  comment: 'The corrections are clear.',
  category: 'general',
  created_at: AT,
};

export const partnerKey: PartnerKey = {
  id: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  partner: 'Acme Languages',
  prefix: 'pk_3f9a',
  allowed_origins: ['https://learn.acme.example'],
  created_at: AT,
  last_used_at: null,
  revoked_at: null,
};

export const usageDay = { date: TODAY, messages: 14, voiceRequests: 3, aiCalls: 14, totalRequests: 40, premiumFeatures: 0, modelReviews: 0 };

/** `{ message }`, as calls that only confirm answer. */
export function confirmation(message: string) {
  return { message };
}
