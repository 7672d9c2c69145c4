import type { ReplyFrames } from './reply-frames-types.js';

/** Russian. */
export const RUSSIAN_REPLIES: ReplyFrames = {
  greetings: 'привет|здравствуйте|здравствуй|добрый день|доброе утро|добрый вечер|как дела|hello',
  greetBack: 'Здравствуйте! Хорошо, что вы здесь.',
  notUnderstood: 'не понимаю|не понял|не поняла|непонятно|ещё раз|еще раз|помедленнее|повторите|i don t understand|again|slower',
  howToSay: 'как сказать|как будет|как говорят',
  saidAs: '«{word}» по-русски: {meaning}.',
  simpler: 'Скажу проще:',
  explainTranslate: 'напишите эту фразу по-русски, своими словами.',
  explainFill: 'напишите только слово, которого не хватает на месте ___.',
  explainQuestion: 'прочитайте текст ещё раз и ответьте на вопрос в нескольких словах.',
  explainRoleplay: 'ответьте в сцене короткой фразой (ваша цель: {task}).',
  hint: 'Подсказка: «{start}».',
  partlyRight: '«{words}» — верно, но чего-то не хватает.',
  checkWords: 'Проверьте «{words}».',
  otherLanguage: '«{words}» — это другой язык. Попробуйте по-русски, простыми словами.',
  offTask: 'Вы рассказываете про «{word}» — об этом поговорим в свободном разговоре! А сейчас упражнение:',
  textSays: 'В тексте сказано: «{sentence}».',
  backToTask: 'Вернёмся к упражнению:',
};
