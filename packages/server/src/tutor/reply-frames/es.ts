import type { ReplyFrames } from './reply-frames-types.js';

/** Spanish. */
export const SPANISH_REPLIES: ReplyFrames = {
  greetings: 'hola|buenas|buenos días|buenos dias|buenas tardes|buenas noches|qué tal|que tal|hello',
  greetBack: '¡Hola! Me alegra verte por aquí.',
  notUnderstood: 'no entiendo|no lo entiendo|no comprendo|no te entiendo|otra vez|más despacio|mas despacio|repite|repítelo|no he entendido|i don t understand|again|slower',
  howToSay: 'cómo se dice|como se dice|cómo digo|como digo',
  saidAs: '«{word}» en español: {meaning}.',
  simpler: 'Te lo explico más fácil:',
  explainTranslate: 'escribe esta frase en español, con tus palabras.',
  explainFill: 'escribe solo la palabra que falta en el hueco (___).',
  explainQuestion: 'lee el texto otra vez y contesta la pregunta con pocas palabras.',
  explainRoleplay: 'contesta dentro de la escena con una frase corta (tu objetivo: {task}).',
  hint: 'Pista: «{start}».',
  partlyRight: '«{words}» está bien, pero falta algo.',
  checkWords: 'Revisa «{words}».',
  otherLanguage: '«{words}» está en otro idioma. Inténtalo en español, con palabras sencillas.',
  offTask: 'Me hablas de «{word}»: ¡de eso podemos charlar en la conversación libre! Ahora, el ejercicio:',
  textSays: 'El texto dice: «{sentence}».',
  backToTask: 'Volvamos al ejercicio:',
};
