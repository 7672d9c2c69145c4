import type { ReplyFrames } from './reply-frames-types.js';

/** Swedish. */
export const SWEDISH_REPLIES: ReplyFrames = {
  greetings: 'hej|hallå|god morgon|god dag|god kväll|tjena|hur mår du|hur är det|hello',
  greetBack: 'Hej! Kul att du är här.',
  notUnderstood: 'jag förstår inte|förstår inte|fattar inte|förstod inte|en gång till|igen|långsammare|upprepa|i don t understand|again|slower',
  howToSay: 'hur säger man|hur säger jag|vad heter',
  saidAs: '”{word}” på svenska: {meaning}.',
  simpler: 'Jag säger det enklare:',
  explainTranslate: 'skriv den här meningen på svenska, med dina egna ord.',
  explainFill: 'skriv bara ordet som saknas där det står ___.',
  explainQuestion: 'läs texten en gång till och svara på frågan med några få ord.',
  explainRoleplay: 'svara i scenen med en kort mening (ditt mål: {task}).',
  hint: 'Ledtråd: ”{start}”.',
  partlyRight: '”{words}” stämmer, men något saknas.',
  checkWords: 'Titta en gång till på ”{words}”.',
  otherLanguage: '”{words}” är ett annat språk. Försök på svenska, med enkla ord.',
  offTask: 'Du berättar om ”{word}” – det kan vi prata om i det fria samtalet! Nu övningen:',
  textSays: 'I texten står det: ”{sentence}”.',
  negations: 'inte|inget|ingen|aldrig',
  followUps: [
    ['igår|i går|förra veckan|förra helgen|i helgen|förra året|jag åkte|jag gick', 'Hur var det? Berätta lite mer.'],
    ['trött|glad|lycklig|ledsen|sjuk|stressad|uttråkad|nervös|orolig|arg', 'Jaså, varför då?'],
    ['jag gillar|jag älskar|min favorit|mitt favorit|jag tycker om|föredrar', 'Vad gillar du mest med det?'],
    ['imorgon|i morgon|nästa vecka|nästa helg|ikväll|i kväll|jag ska|vi ska', 'Vad kul! Vad har du för planer?'],
  ],
  backToTask: 'Tillbaka till övningen:',
};
