import type { LearningMode } from '@parla/contract/constants';
import type { Message, Terms } from '@parla/sdk';
import { aMessage } from '@parla/test-utils';

/** The conversation every story session holds. */
export const STORY_CONVERSATION_ID = 'conversation-1';

/** The twelve sections of the terms, short enough to read in a story. */
export const storyTermsSections: Terms['sections'] = [
  'Acceptance',
  'The service',
  'Your account',
  'Acceptable use',
  'Conversations and content',
  'Voice features',
  'Privacy',
  'Data retention',
  'Usage limits',
  'Changes to the service',
  'Liability',
  'Contact',
].map((title, index) => ({
  id: `section-${index + 1}`,
  title: `${index + 1}. ${title}`,
  body: `${title}: what Parla does, what you may expect from it and what it expects from you. Read this section before you accept.`,
}));

const exchange = [
  'Hola, quiero practicar mi español.',
  '¡Hola! Claro que sí. ¿De qué te gustaría hablar hoy?',
  'Me gustaría hablar de mis vacaciones.',
  '¡Qué bien! ¿Adónde fuiste de vacaciones el verano pasado?',
];

/** `count` messages of conversation-1, learner and tutor taking turns, oldest first, a minute apart. */
export function storyMessages(count = exchange.length): Message[] {
  const start = Date.parse('2025-01-15T10:00:00.000Z');
  return Array.from({ length: count }, (_, index) =>
    aMessage(`message-${index + 1}`, {
      conversation_id: STORY_CONVERSATION_ID,
      sender: index % 2 === 0 ? 'user' : 'ai',
      message_text: exchange[index % exchange.length] ?? '',
      timestamp: new Date(start + index * 60_000).toISOString(),
    }),
  );
}

/** Messages whose text looks like HTML and script: it must show as text, never run. */
export function xssMessages(): Message[] {
  return [
    aMessage('xss-1', { sender: 'user', message_text: '<img src=x onerror="alert(1)"> and <script>alert("owned")</script>' }),
    aMessage('xss-2', { sender: 'ai', message_text: 'Look: [click me](javascript:alert(1)) <b onmouseover="alert(2)">bold?</b> &lt;tag&gt;' }),
  ];
}

/** Messages using every bit of formatting a message may carry: bold, italics, inline code and line breaks. */
export function markdownMessages(): Message[] {
  return [
    aMessage('markdown-1', { sender: 'user', message_text: 'How do I say *I am hungry*?' }),
    aMessage('markdown-2', {
      sender: 'ai',
      message_text: 'You say **Tengo hambre**.\nLiterally *I have hunger*: Spanish uses `tener` here, not `ser`.\n\nTry: `Tengo sed`, `Tengo frío`.',
    }),
    aMessage('markdown-3', { sender: 'user', message_text: 'Tengo hambre y **mucha** sed', status: 'failed' }),
  ];
}

/** The reply a slow stream sends word by word. */
export const SLOW_REPLY =
  '¡Muy bien! Vamos a practicar el pretérito. Cuando hablas de tus vacaciones del verano pasado, usas verbos como ' +
  '*fui*, *visité* y *comí*. Por ejemplo: **El verano pasado fui a la playa con mi familia.** Ahora te toca a ti: ' +
  'cuéntame tres cosas que hiciste durante tus vacaciones, y yo te ayudo a corregir los verbos si hace falta. ' +
  'No te preocupes por los errores, son parte del aprendizaje. ¿Adónde fuiste, con quién y qué fue lo mejor del viaje?';

/** The first replies the welcome call suggests, per learning mode. */
export const STORY_SUGGESTIONS: Readonly<Record<LearningMode, readonly string[]>> = {
  translation: ['Translate "Where is the station?"', '¿Cómo se dice "library"?', 'Translate my last sentence'],
  grammar: ['Explain ser vs estar', 'When do I use the subjunctive?', 'Check my sentence'],
  vocabulary: ['Teach me 5 food words', 'Words for the weather', 'Quiz me on verbs'],
  roleplay: ['Order in a restaurant', 'Check in at a hotel', 'Ask for directions'],
  free_conversation: ['Hola, ¿qué tal?', 'Hablemos de música', 'Cuéntame algo interesante'],
  storytelling: ['Tell me a short story', 'Let us write a story together', 'Continue my story'],
  cultural_context: ['What is La Tomatina?', 'How do people greet in Spain?', 'Tell me about siesta'],
  idioms: ['Explain "estar en las nubes"', 'An idiom about money', 'Idioms about food'],
  slang: ['Slang in Mexico', 'What does "guay" mean?', 'Casual greetings'],
};
