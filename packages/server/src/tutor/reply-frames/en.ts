import type { ReplyFrames } from './reply-frames-types.js';

/** English. */
export const ENGLISH_REPLIES: ReplyFrames = {
  greetings: 'hello|hi|hey|good morning|good afternoon|good evening|how are you',
  greetBack: 'Hi! Good to see you.',
  notUnderstood: 'i don t understand|i dont understand|don t understand|didn t understand|didn t get it|i don t get it|again|slower|repeat|say that again',
  howToSay: 'how do you say|how do i say|how to say|what s the word for|what is the word for',
  saidAs: '“{word}” in English: {meaning}.',
  simpler: 'Let me put it more simply:',
  explainTranslate: 'write this sentence in English, in your own words.',
  explainFill: 'write only the missing word where the ___ is.',
  explainQuestion: 'read the text again and answer the question in a few words.',
  explainRoleplay: 'answer in the scene with a short sentence (your goal: {task}).',
  hint: 'Hint: “{start}”.',
  partlyRight: '“{words}” is right, but something is missing.',
  checkWords: 'Check “{words}”.',
  otherLanguage: '“{words}” is in another language. Try it in English, with simple words.',
  offTask: 'You’re telling me about “{word}” — we can talk about that in free conversation! Now, the exercise:',
  textSays: 'The text says: “{sentence}”.',
  negations: 'not|n t|never|didn t|don t|won t|can t',
  followUps: [
    ['yesterday|last night|last week|last weekend|on the weekend|at the weekend|last year|i went', 'How was it? Tell me a bit more.'],
    ['tired|happy|sad|sick|ill|stressed|bored|excited|nervous|worried|angry|exhausted', 'Oh, why is that?'],
    ['i like|i love|i enjoy|my favourite|my favorite|i prefer', 'What do you like most about it?'],
    ['tomorrow|next week|next weekend|tonight|i m going to|i will', 'That sounds good! What are you planning to do?'],
  ],
  backToTask: 'Let’s get back to the exercise:',
};
