import type { ReplyFrames } from './reply-frames-types.js';

/** Chinese. */
export const CHINESE_REPLIES: ReplyFrames = {
  greetings: '你好|您好|早上好|晚上好|嗨|哈喽|hello',
  greetBack: '你好！很高兴见到你。',
  notUnderstood: '我不明白|不明白|不懂|听不懂|看不懂|没看懂|再说一遍|再来一次|慢一点|i don t understand|again|slower',
  howToSay: '怎么说|怎么讲',
  saidAs: '“{word}”用中文说是：{meaning}。',
  simpler: '我说得简单一点：',
  explainTranslate: '请用中文写出这句话。',
  explainFill: '只写出空格（___）里缺的词。',
  explainQuestion: '再读一遍短文，用几个词回答问题。',
  explainRoleplay: '在场景里用一句短话回答（你的目标：{task}）。',
  hint: '提示：“{start}”。',
  partlyRight: '“{words}”是对的，不过还少了一点。',
  checkWords: '再看看“{words}”。',
  otherLanguage: '“{words}”是别的语言。请用简单的中文再试一次。',
  offTask: '你说到了“{word}”，这个我们可以在自由对话里聊！现在先做练习：',
  textSays: '短文里说：“{sentence}”。',
  backToTask: '我们回到练习：',
};
