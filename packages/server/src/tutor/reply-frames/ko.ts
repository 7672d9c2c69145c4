import type { ReplyFrames } from './reply-frames-types.js';

/** Korean. */
export const KOREAN_REPLIES: ReplyFrames = {
  greetings: '안녕하세요|안녕|반가워요|반갑습니다|잘 지내|hello',
  greetBack: '안녕하세요! 만나서 반가워요.',
  notUnderstood: '이해가 안 돼요|이해가 안 가요|이해 못 했어요|무슨 말인지 모르겠어요|다시 한 번|다시 말해|천천히|i don t understand|again|slower',
  howToSay: '어떻게 말해요|뭐라고 해요|어떻게 말하나요|뭐라고 하나요',
  saidAs: '“{word}”은(는) 한국어로 “{meaning}”(이)라고 해요.',
  simpler: '더 쉽게 말해 볼게요:',
  explainTranslate: '이 문장을 한국어로 써 보세요.',
  explainFill: '빈칸(___)에 들어갈 말만 써 보세요.',
  explainQuestion: '글을 다시 읽고 짧게 질문에 답해 보세요.',
  explainRoleplay: '장면 안에서 짧은 문장으로 대답해 보세요 (목표: {task}).',
  hint: '힌트: “{start}”.',
  partlyRight: '“{words}”은(는) 맞아요. 그런데 아직 조금 부족해요.',
  checkWords: '“{words}”을(를) 다시 확인해 보세요.',
  otherLanguage: '“{words}”은(는) 다른 언어예요. 쉬운 말로 한국어로 써 보세요.',
  offTask: '“{word}” 이야기를 하셨네요. 그건 자유 대화에서 이야기해요! 이제 연습이에요:',
  textSays: '글에 이렇게 나와 있어요: “{sentence}”.',
  negations: '않|없|못',
  followUps: [
    ['어제|지난주|지난 주말|작년|갔어요|했어요', '어땠어요? 조금 더 얘기해 주세요.'],
    ['피곤|기뻐|행복|슬퍼|아파|스트레스|심심|긴장|걱정|화나', '어머, 왜요?'],
    ['좋아해요|좋아하|제일 좋아|사랑해요', '뭐가 제일 좋아요?'],
    ['내일|다음 주|다음주|오늘 밤|거예요|갈 거|할 거', '좋네요! 무슨 계획이 있어요?'],
  ],
  backToTask: '연습으로 돌아가요:',
};
