import type { ReplyFrames } from './reply-frames-types.js';

/** German. */
export const GERMAN_REPLIES: ReplyFrames = {
  greetings: 'hallo|guten morgen|guten tag|guten abend|servus|moin|grüß gott|gruss gott|wie geht s|wie geht es|hello',
  greetBack: 'Hallo! Schön, dass du da bist.',
  notUnderstood: 'ich verstehe nicht|ich verstehe das nicht|verstehe ich nicht|nicht verstanden|noch einmal|nochmal|langsamer|wiederhol|i don t understand|again|slower',
  howToSay: 'wie sagt man|wie sage ich|was heißt|was heisst',
  saidAs: '„{word}“ auf Deutsch: {meaning}.',
  simpler: 'Ich erkläre es dir einfacher:',
  explainTranslate: 'Schreib diesen Satz auf Deutsch, mit deinen Worten.',
  explainFill: 'Schreib nur das Wort, das in der Lücke (___) fehlt.',
  explainQuestion: 'Lies den Text noch einmal und beantworte die Frage mit wenigen Worten.',
  explainRoleplay: 'Antworte in der Szene mit einem kurzen Satz (dein Ziel: {task}).',
  hint: 'Tipp: „{start}“.',
  partlyRight: '„{words}“ ist richtig, aber es fehlt noch etwas.',
  checkWords: 'Schau dir „{words}“ noch einmal an.',
  otherLanguage: '„{words}“ ist eine andere Sprache. Versuch es auf Deutsch, mit einfachen Wörtern.',
  offTask: 'Du erzählst von „{word}“ – darüber können wir im freien Gespräch reden! Jetzt die Übung:',
  textSays: 'Im Text steht: „{sentence}“.',
  negations: 'nicht|kein|keine|nie',
  followUps: [
    ['gestern|letzte woche|letztes wochenende|letztes jahr|bin gefahren|bin gegangen|habe gemacht', 'Wie war es? Erzähl mir ein bisschen mehr.'],
    ['müde|froh|glücklich|traurig|krank|gestresst|gelangweilt|nervös|besorgt|sauer|kaputt', 'Oh, warum denn?'],
    ['ich mag|ich liebe|mein lieblings|meine lieblings|lieblings|gefällt mir', 'Was gefällt dir daran am meisten?'],
    ['morgen|nächste woche|nächstes wochenende|heute abend|ich werde', 'Klingt gut! Was hast du vor?'],
  ],
  backToTask: 'Zurück zur Übung:',
};
