import type { Phrasebook } from './phrasebook-types.js';

/** Chinese. */
export const CHINESE: Phrasebook = {
  greeting: '你好！我是你的中文老师 Parla。',
  beginnerNote: '短句子就很好，我来帮你。',
  otherLanguage: '我不太明白。你可以试着用中文写吗？简单的词就可以。',
  suggestions: ['你好！我叫……', '你今天好吗？', '你可以帮我练习吗？'],
};

/** Dutch. */
export const DUTCH: Phrasebook = {
  greeting: 'Hallo! Ik ben Parla, je docent Nederlands.',
  beginnerNote: 'Korte zinnen zijn prima; ik help je.',
  otherLanguage: 'Ik weet niet zeker of ik het begrijp. Kun je het in het Nederlands proberen? Eenvoudige woorden zijn genoeg.',
  suggestions: ['Hallo! Ik heet…', 'Hoe gaat het vandaag?', 'Kun je me helpen oefenen?'],
};

/** Japanese. */
export const JAPANESE: Phrasebook = {
  greeting: 'こんにちは！日本語の先生のパルラです。',
  beginnerNote: '短い文で大丈夫です。手伝いますよ。',
  otherLanguage: 'よく分かりませんでした。日本語で書いてみてください。簡単な言葉で大丈夫です。',
  suggestions: ['こんにちは！私の名前は…です。', 'お元気ですか？', '練習を手伝ってください。'],
};

/** Korean. */
export const KOREAN: Phrasebook = {
  greeting: '안녕하세요! 한국어 튜터 파를라예요.',
  beginnerNote: '짧은 문장도 좋아요. 제가 도와드릴게요.',
  otherLanguage: '잘 이해하지 못했어요. 한국어로 써 볼래요? 쉬운 단어로도 괜찮아요.',
  suggestions: ['안녕하세요! 제 이름은 …예요.', '오늘 어떻게 지내요?', '연습을 도와주세요.'],
};

/** Polish. */
export const POLISH: Phrasebook = {
  greeting: 'Cześć! Jestem Parla, twój korepetytor polskiego.',
  beginnerNote: 'Krótkie zdania są w porządku – pomogę ci.',
  otherLanguage: 'Nie jestem pewien, czy dobrze zrozumiałem. Możesz spróbować napisać to po polsku? Wystarczą proste słowa.',
  suggestions: ['Cześć! Mam na imię…', 'Jak się masz?', 'Pomożesz mi poćwiczyć?'],
};

/** Russian. */
export const RUSSIAN: Phrasebook = {
  greeting: 'Здравствуйте! Я Парла, ваш репетитор по русскому языку.',
  beginnerNote: 'Короткие предложения — это отлично, я помогу.',
  otherLanguage: 'Я не уверен, что понял. Попробуй написать это по-русски — простых слов достаточно.',
  suggestions: ['Привет! Меня зовут…', 'Как дела?', 'Помоги мне попрактиковаться.'],
};

/** Swedish. */
export const SWEDISH: Phrasebook = {
  greeting: 'Hej! Jag är Parla, din lärare i svenska.',
  beginnerNote: 'Korta meningar går bra – jag hjälper dig.',
  otherLanguage: 'Jag är inte säker på att jag förstod. Kan du försöka skriva det på svenska? Enkla ord räcker.',
  suggestions: ['Hej! Jag heter …', 'Hur mår du i dag?', 'Kan du hjälpa mig att öva?'],
};

/** Turkish. */
export const TURKISH: Phrasebook = {
  greeting: 'Merhaba! Ben Parla, Türkçe öğretmeninim.',
  beginnerNote: 'Kısa cümleler harika, sana yardım ederim.',
  otherLanguage: 'Anladığımdan emin değilim. Bunu Türkçe yazmayı dener misin? Basit kelimeler yeterli.',
  suggestions: ['Merhaba! Benim adım…', 'Bugün nasılsın?', 'Pratik yapmama yardım eder misin?'],
};

/** Ukrainian. */
export const UKRAINIAN: Phrasebook = {
  greeting: 'Привіт! Я Парла, твій репетитор української.',
  beginnerNote: 'Короткі речення — це чудово, я допоможу.',
  otherLanguage: 'Я не впевнений, що зрозумів. Спробуй написати це українською — простих слів достатньо.',
  suggestions: ['Привіт! Мене звати…', 'Як справи?', 'Допоможи мені потренуватися.'],
};
