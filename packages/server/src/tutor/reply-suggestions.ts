import type { LanguageCode } from '@parla/contract';
import { normalizeAnswer } from './answer-match.js';
import type { TutorRequest } from './tutor-engine.js';

/** What a learner might answer a reply with, in one language: the learner's own words to the tutor. */
interface ReplyPhrases {
  /** Asks for the reply in simpler words. */
  simpler: string;
  /** Asks for an example. */
  example: string;
  /** Says they do not know how to answer the tutor's question, and asks for help. */
  help: string;
  /** Asks the tutor to go on with another question. */
  another: string;
}

const PHRASES: Readonly<Record<LanguageCode, ReplyPhrases>> = {
  en: { simpler: 'Can you say that more simply?', example: 'Can you give me an example?', help: 'I’m not sure how to answer. Can you help me?', another: 'Ask me another question.' },
  es: { simpler: '¿Puedes decirlo de forma más sencilla?', example: '¿Me das un ejemplo?', help: 'No sé bien cómo responder. ¿Me ayudas?', another: 'Hazme otra pregunta.' },
  fr: { simpler: 'Tu peux le dire plus simplement ?', example: 'Tu peux me donner un exemple ?', help: 'Je ne sais pas trop comment répondre. Tu peux m’aider ?', another: 'Pose-moi une autre question.' },
  de: { simpler: 'Kannst du das einfacher sagen?', example: 'Kannst du mir ein Beispiel geben?', help: 'Ich weiß nicht genau, wie ich antworten soll. Hilfst du mir?', another: 'Stell mir eine andere Frage.' },
  it: { simpler: 'Puoi dirlo in modo più semplice?', example: 'Mi fai un esempio?', help: 'Non so bene come rispondere. Mi aiuti?', another: 'Fammi un’altra domanda.' },
  pt: { simpler: 'Você pode dizer isso de um jeito mais simples?', example: 'Pode me dar um exemplo?', help: 'Não sei bem como responder. Pode me ajudar?', another: 'Me faça outra pergunta.' },
  ja: { simpler: 'もっと簡単に言ってもらえますか？', example: '例を挙げてもらえますか？', help: 'どう答えればいいかわかりません。手伝ってもらえますか？', another: '別の質問をしてください。' },
  ko: { simpler: '더 쉽게 말해 줄 수 있어요?', example: '예를 들어 줄 수 있어요?', help: '어떻게 대답해야 할지 모르겠어요. 도와줄 수 있어요?', another: '다른 질문을 해 주세요.' },
  zh: { simpler: '你能说得简单一点吗？', example: '你能给我举个例子吗？', help: '我不太知道怎么回答。你能帮帮我吗？', another: '再问我一个问题吧。' },
  uk: { simpler: 'Можеш сказати простіше?', example: 'Можеш навести приклад?', help: 'Я не знаю, як відповісти. Допоможеш?', another: 'Постав мені інше запитання.' },
  nl: { simpler: 'Kun je dat eenvoudiger zeggen?', example: 'Kun je me een voorbeeld geven?', help: 'Ik weet niet goed hoe ik moet antwoorden. Help je me?', another: 'Stel me een andere vraag.' },
  pl: { simpler: 'Możesz powiedzieć to prościej?', example: 'Możesz podać przykład?', help: 'Nie wiem, jak odpowiedzieć. Pomożesz mi?', another: 'Zadaj mi inne pytanie.' },
  ru: { simpler: 'Можешь сказать проще?', example: 'Можешь привести пример?', help: 'Я не знаю, как ответить. Поможешь?', another: 'Задай мне другой вопрос.' },
  sv: { simpler: 'Kan du säga det enklare?', example: 'Kan du ge mig ett exempel?', help: 'Jag vet inte riktigt hur jag ska svara. Kan du hjälpa mig?', another: 'Ställ en annan fråga till mig.' },
  tr: { simpler: 'Bunu daha basit söyler misin?', example: 'Bana bir örnek verir misin?', help: 'Nasıl cevap vereceğimi bilmiyorum. Yardım eder misin?', another: 'Bana başka bir soru sor.' },
};

/** A reply that ends by asking the learner something (its last sentence is a question). */
const ENDS_WITH_QUESTION = /[?？][\s"”»」』)]*$/u;

/**
 * Replies the learner might send after the tutor's `reply`, in the conversation's target language: after a question,
 * asking for help with it, for simpler words or an example; otherwise asking for another question, an example or simpler
 * words. Offered with every reply (`ai_message_complete` data, send-message's answer) whatever engine wrote it.
 * @example
 * replySuggestions({ targetLanguage: 'es' }, '¿Qué hiciste ayer?'); // ['No sé bien cómo responder. ¿Me ayudas?', …]
 */
export function replySuggestions(request: Pick<TutorRequest, 'targetLanguage'>, reply: string): string[] {
  const phrases = PHRASES[request.targetLanguage];
  return ENDS_WITH_QUESTION.test(reply.trim()) ? [phrases.help, phrases.simpler, phrases.example] : [phrases.another, phrases.example, phrases.simpler];
}

/**
 * Whether the message is one of the offered pleas for simpler words or for help with the question ("Can you say that
 * more simply?", "I’m not sure how to answer. Can you help me?"), in the language learnt or the learner's own: the
 * tutor then says its question again, more simply, as for "I don't understand".
 */
export function isOfferedPlea(text: string, target: LanguageCode, native: LanguageCode): boolean {
  return [...new Set([target, native])].some((language) => {
    const said = normalizeAnswer(text, language);
    return [PHRASES[language].simpler, PHRASES[language].help].some((phrase) => normalizeAnswer(phrase, language) === said);
  });
}
