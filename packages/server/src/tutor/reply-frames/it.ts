import type { ReplyFrames } from './reply-frames-types.js';

/** Italian. */
export const ITALIAN_REPLIES: ReplyFrames = {
  greetings: 'ciao|salve|buongiorno|buonasera|come stai|come va|hello',
  greetBack: 'Ciao! Che bello vederti.',
  notUnderstood: 'non capisco|non ho capito|non ti capisco|ancora una volta|di nuovo|più piano|piu piano|più lentamente|ripeti|puoi ripetere|i don t understand|again|slower',
  howToSay: 'come si dice|come dico',
  saidAs: '«{word}» in italiano: {meaning}.',
  simpler: 'Te lo spiego in modo più semplice:',
  explainTranslate: 'scrivi questa frase in italiano, con parole tue.',
  explainFill: 'scrivi solo la parola che manca al posto di ___.',
  explainQuestion: 'rileggi il testo e rispondi alla domanda con poche parole.',
  explainRoleplay: 'rispondi nella scena con una frase breve (il tuo obiettivo: {task}).',
  hint: 'Aiuto: «{start}».',
  partlyRight: '«{words}» va bene, ma manca qualcosa.',
  checkWords: 'Controlla «{words}».',
  otherLanguage: '«{words}» è in un’altra lingua. Prova in italiano, con parole semplici.',
  offTask: 'Mi parli di «{word}»: ne possiamo parlare nella conversazione libera! Ora l’esercizio:',
  textSays: 'Il testo dice: «{sentence}».',
  negations: 'non|mai',
  followUps: [
    ['ieri|la settimana scorsa|lo scorso fine settimana|l anno scorso|sono andato|sono andata|ho fatto', 'Com’è andata? Raccontami un po’.'],
    ['stanco|stanca|contento|contenta|felice|triste|malato|malata|stressato|stressata|annoiato|nervoso|nervosa|preoccupato', 'Ah sì, come mai?'],
    ['mi piace|mi piacciono|adoro|il mio preferito|la mia preferita|preferisco', 'Che cosa ti piace di più?'],
    ['domani|la settimana prossima|il prossimo|stasera|vado a|andiamo', 'Che bello! Che programmi hai?'],
  ],
  backToTask: 'Torniamo all’esercizio:',
};
