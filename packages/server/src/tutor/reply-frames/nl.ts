import type { ReplyFrames } from './reply-frames-types.js';

/** Dutch. */
export const DUTCH_REPLIES: ReplyFrames = {
  greetings: 'hallo|hoi|goedemorgen|goedemiddag|goedenavond|dag|hoe gaat het|hello',
  greetBack: 'Hallo! Leuk dat je er bent.',
  notUnderstood: 'ik begrijp het niet|ik snap het niet|snap het niet|niet begrepen|nog een keer|nog eens|langzamer|herhaal|i don t understand|again|slower',
  howToSay: 'hoe zeg je|hoe zeg ik|wat is het woord voor',
  saidAs: '„{word}” in het Nederlands: {meaning}.',
  simpler: 'Ik zeg het wat eenvoudiger:',
  explainTranslate: 'schrijf deze zin in het Nederlands, in je eigen woorden.',
  explainFill: 'schrijf alleen het woord dat op de plaats van ___ ontbreekt.',
  explainQuestion: 'lees de tekst nog eens en beantwoord de vraag in een paar woorden.',
  explainRoleplay: 'antwoord in de scène met een korte zin (je doel: {task}).',
  hint: 'Tip: „{start}”.',
  partlyRight: '„{words}” klopt, maar er ontbreekt nog iets.',
  checkWords: 'Kijk nog eens naar „{words}”.',
  otherLanguage: '„{words}” is een andere taal. Probeer het in het Nederlands, met eenvoudige woorden.',
  offTask: 'Je vertelt over „{word}” — daar kunnen we het in het vrije gesprek over hebben! Nu de oefening:',
  textSays: 'In de tekst staat: „{sentence}”.',
  negations: 'niet|geen|nooit',
  followUps: [
    ['gisteren|vorige week|vorig weekend|vorig jaar|ik ging|ik heb gedaan', 'Hoe was het? Vertel eens wat meer.'],
    ['moe|blij|gelukkig|verdrietig|ziek|gestrest|verveel|zenuwachtig|bezorgd|boos', 'O, hoe komt dat?'],
    ['ik hou van|ik houd van|mijn favoriete|lievelings', 'Wat vind je er het leukst aan?'],
    ['morgen|volgende week|volgend weekend|vanavond|ik ga|we gaan', 'Leuk! Wat ben je van plan?'],
  ],
  backToTask: 'Terug naar de oefening:',
};
