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
  negations: 'no|nunca|jamás',
  followUps: [
    ['ayer|anoche|la semana pasada|el fin de semana pasado|el año pasado|fui|fuimos|estuve|hice|tuve', '¿Y qué tal fue? Cuéntame un poco más.'],
    ['cansad|content|feliz|triste|enferm|estresad|aburrid|nervios|preocupad|enfadad|agotad', 'Vaya, ¿y eso por qué?'],
    ['me gusta|me gustan|me encanta|me encantan|mi favorit|prefiero', '¿Qué es lo que más te gusta?'],
    ['mañana|la semana que viene|el próximo|el proximo|esta noche|voy a|vamos a|quiero ir', '¡Qué bien! ¿Qué planes tienes?'],
  ],
  backToTask: 'Volvamos al ejercicio:',
};
