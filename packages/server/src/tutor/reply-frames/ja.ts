import type { ReplyFrames } from './reply-frames-types.js';

/** Japanese. */
export const JAPANESE_REPLIES: ReplyFrames = {
  greetings: 'こんにちは|こんばんは|おはよう|はじめまして|元気ですか|げんきですか|やあ|hello',
  greetBack: 'こんにちは！来てくれてうれしいです。',
  notUnderstood: '意味がわかりません|意味が分かりません|理解できません|もう一度|もういちど|ゆっくり|わかりにくい|分かりにくい|i don t understand|again|slower',
  howToSay: '何と言いますか|なんと言いますか|何て言う|なんて言う|どう言いますか',
  saidAs: '「{word}」は日本語で「{meaning}」です。',
  simpler: 'もっとやさしく言いますね：',
  explainTranslate: 'この文を日本語で書いてください。',
  explainFill: '___に入る言葉だけを書いてください。',
  explainQuestion: 'もう一度文章を読んで、短く質問に答えてください。',
  explainRoleplay: '場面の中で、短い文で答えてください（目標：{task}）。',
  hint: 'ヒント：「{start}」。',
  partlyRight: '「{words}」は合っていますが、まだ足りないところがあります。',
  checkWords: '「{words}」をもう一度見てください。',
  otherLanguage: '「{words}」はほかの言語ですね。簡単な言葉でいいので、日本語で書いてみてください。',
  offTask: '「{word}」のお話ですね。それは自由会話で話しましょう！では、練習です：',
  textSays: '文章にはこうあります：「{sentence}」。',
  backToTask: '練習に戻りましょう：',
};
