import type { ReplyFrames } from './reply-frames-types.js';

/** Polish. */
export const POLISH_REPLIES: ReplyFrames = {
  greetings: 'cześć|czesc|dzień dobry|dzien dobry|dobry wieczór|witaj|hej|siema|co słychać|hello',
  greetBack: 'Cześć! Miło cię widzieć.',
  notUnderstood: 'nie rozumiem|nie zrozumiałem|nie zrozumiałam|niezrozumiałe|jeszcze raz|wolniej|powtórz|i don t understand|again|slower',
  howToSay: 'jak powiedzieć|jak się mówi|jak sie mowi',
  saidAs: '„{word}” po polsku: {meaning}.',
  simpler: 'Powiem to prościej:',
  explainTranslate: 'napisz to zdanie po polsku, własnymi słowami.',
  explainFill: 'napisz tylko słowo, którego brakuje w miejscu ___.',
  explainQuestion: 'przeczytaj tekst jeszcze raz i odpowiedz na pytanie kilkoma słowami.',
  explainRoleplay: 'odpowiedz w scence krótkim zdaniem (twój cel: {task}).',
  hint: 'Podpowiedź: „{start}”.',
  partlyRight: '„{words}” jest dobrze, ale czegoś jeszcze brakuje.',
  checkWords: 'Sprawdź „{words}”.',
  otherLanguage: '„{words}” to inny język. Spróbuj po polsku, prostymi słowami.',
  offTask: 'Opowiadasz o „{word}” — porozmawiamy o tym w swobodnej rozmowie! Teraz ćwiczenie:',
  textSays: 'W tekście jest: „{sentence}”.',
  negations: 'nie|nigdy',
  followUps: [
    ['wczoraj|w zeszłym tygodniu|w zeszły weekend|w zeszłym roku|byłem|byłam|poszedłem|poszłam|pojechałem|pojechałam', 'I jak było? Opowiedz trochę więcej.'],
    ['zmęczon|szczęśliw|zadowolon|smutn|chory|chora|zestresowan|znudzon|zdenerwowan|martwię', 'Ojej, a dlaczego?'],
    ['lubię|kocham|uwielbiam|mój ulubiony|moja ulubiona|ulubion|wolę', 'Co lubisz w tym najbardziej?'],
    ['jutro|w przyszłym tygodniu|w przyszły weekend|dziś wieczorem|idę|pójdę', 'Super! Jakie masz plany?'],
  ],
  backToTask: 'Wróćmy do ćwiczenia:',
};
