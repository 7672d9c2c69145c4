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
  negations: '不|没',
  followUps: [
    ['昨天|上周|上个星期|上个周末|去年|去了|过了', '怎么样？再跟我多说一点吧。'],
    ['累|开心|难过|生病|压力|无聊|紧张|担心|生气', '哦，为什么呢？'],
    ['喜欢|最爱|最喜欢', '你最喜欢它哪一点？'],
    ['明天|下周|下个星期|下个周末|今晚|打算|要去|想去', '真不错！你有什么计划？'],
  ],
  backToTask: '我们回到练习：',
};
