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
  negations: 'ない|ません|なかった',
  followUps: [
    ['昨日|きのう|先週|せんしゅう|週末|去年|きょねん|行きました|しました', 'どうでしたか？もう少し教えてください。'],
    ['疲れ|つかれ|うれしい|嬉しい|悲しい|かなしい|病気|びょうき|ストレス|退屈|緊張|心配', 'そうですか。どうしてですか？'],
    ['好き|すき|大好き|だいすき|お気に入り', 'いちばん好きなところは何ですか？'],
    ['明日|あした|来週|らいしゅう|今晩|こんばん|つもり|予定', 'いいですね！何をする予定ですか？'],
  ],
  backToTask: '練習に戻りましょう：',
};
