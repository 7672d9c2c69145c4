import type { ReplyFrames } from './reply-frames-types.js';

/** Ukrainian. */
export const UKRAINIAN_REPLIES: ReplyFrames = {
  greetings: 'привіт|вітаю|добрий день|доброго дня|добрий ранок|добрий вечір|як справи|hello',
  greetBack: 'Вітаю! Добре, що ви тут.',
  notUnderstood: 'не розумію|не зрозумів|не зрозуміла|незрозуміло|ще раз|повільніше|повторіть|i don t understand|again|slower',
  howToSay: 'як сказати|як буде|як кажуть',
  saidAs: '«{word}» українською: {meaning}.',
  simpler: 'Скажу простіше:',
  explainTranslate: 'напишіть це речення українською, своїми словами.',
  explainFill: 'напишіть тільки слово, якого бракує на місці ___.',
  explainQuestion: 'прочитайте текст ще раз і дайте відповідь кількома словами.',
  explainRoleplay: 'відповідайте в сцені коротким реченням (ваша мета: {task}).',
  hint: 'Підказка: «{start}».',
  partlyRight: '«{words}» — правильно, але чогось бракує.',
  checkWords: 'Перевірте «{words}».',
  otherLanguage: '«{words}» — це інша мова. Спробуйте українською, простими словами.',
  offTask: 'Ви розповідаєте про «{word}» — про це поговоримо у вільній розмові! А зараз вправа:',
  textSays: 'У тексті сказано: «{sentence}».',
  backToTask: 'Повернімося до вправи:',
};
