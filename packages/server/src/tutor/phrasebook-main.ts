import type { Phrasebook } from './phrasebook-types.js';

/** English. */
export const ENGLISH: Phrasebook = {
  greeting: 'Hello! I’m Parla, your English tutor.',
  beginnerNote: 'Short sentences are perfect — I’ll help you along.',
  otherLanguage: 'I’m not sure I understood. Could you try writing that in English? Simple words are fine.',
  suggestions: ['Hello! My name is…', 'How are you today?', 'Can you help me practise?', 'I want to learn new words.'],
};

/** French. */
export const FRENCH: Phrasebook = {
  greeting: 'Bonjour ! Je suis Parla, ton tuteur de français.',
  beginnerNote: 'Les phrases courtes, c’est parfait ; je t’aide.',
  otherLanguage: 'Je ne suis pas sûr d’avoir compris. Peux-tu essayer de l’écrire en français ? Des mots simples suffisent.',
  suggestions: ['Bonjour ! Je m’appelle…', 'Comment ça va aujourd’hui ?', 'Tu peux m’aider à pratiquer ?', 'Je veux apprendre de nouveaux mots.'],
};

/** German. */
export const GERMAN: Phrasebook = {
  greeting: 'Hallo! Ich bin Parla, dein Deutschtutor.',
  beginnerNote: 'Kurze Sätze sind super – ich helfe dir.',
  otherLanguage: 'Ich bin nicht sicher, ob ich dich verstanden habe. Kannst du es auf Deutsch versuchen? Einfache Wörter reichen.',
  suggestions: ['Hallo! Ich heiße …', 'Wie geht es dir heute?', 'Kannst du mir beim Üben helfen?', 'Ich möchte neue Wörter lernen.'],
};

/** Italian. */
export const ITALIAN: Phrasebook = {
  greeting: 'Ciao! Sono Parla, il tuo tutor di italiano.',
  beginnerNote: 'Le frasi brevi vanno benissimo; ti aiuto io.',
  otherLanguage: 'Non sono sicuro di aver capito. Puoi provare a scriverlo in italiano? Bastano parole semplici.',
  suggestions: ['Ciao! Mi chiamo…', 'Come stai oggi?', 'Mi aiuti a fare pratica?', 'Voglio imparare parole nuove.'],
};

/** Portuguese. */
export const PORTUGUESE: Phrasebook = {
  greeting: 'Olá! Eu sou o Parla, o seu tutor de português.',
  beginnerNote: 'Frases curtas estão ótimas; eu ajudo você.',
  otherLanguage: 'Não tenho certeza se entendi. Você pode tentar escrever isso em português? Palavras simples bastam.',
  suggestions: ['Olá! Meu nome é…', 'Como você está hoje?', 'Você pode me ajudar a praticar?', 'Quero aprender palavras novas.'],
};

/** Spanish. */
export const SPANISH: Phrasebook = {
  greeting: '¡Hola! Soy Parla, tu tutor de español.',
  beginnerNote: 'Las frases cortas están muy bien; yo te ayudo.',
  otherLanguage: 'No estoy seguro de haberte entendido. ¿Puedes intentar escribirlo en español? Con palabras sencillas basta.',
  suggestions: ['¡Hola! Me llamo…', '¿Cómo estás hoy?', '¿Me ayudas a practicar?', 'Quiero aprender palabras nuevas.'],
};
