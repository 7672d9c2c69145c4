import type { LanguageCode } from '@parla/contract';
import { findKeyword, normalizeAnswer, type AnswerJudgement } from './answer-match.js';
import { CONTENT } from './content/all-content.js';
import { asksHowToSay } from './how-to-say.js';
import { asksMeaning } from './meaning-questions.js';
import { answerHint, asSentence, explainTask, inAnotherScript, isGreeting, offTaskWord, quoteBack, replyFramesOf, rightWords, sentenceAbout } from './non-answer.js';
import type { OfflineTurn } from './offline-engine.js';
import type { SpellingReport } from './spell-check-protocol.js';
import { fillTemplate, framesOf, type TaskItem } from './task-items.js';
import type { TutorRequest } from './tutor-engine.js';
import type { WordMeaningAnswer } from './word-meaning-answer.js';
import { asWritten } from './written-form.js';

/** A message that ends with a question mark. */
const QUESTION_END = /[?？]\s*$/;

/** The phrases a text explains, in quotes of any of the languages' kinds ("«Tomber dans les pommes» veut dire…"), lower case. */
function explainedPhrases(text: string): string[] {
  return Array.from(text.matchAll(/[«“"„「『‹]\s*([^«»“”"„「」『』‹›]{1,80}?)\s*[»”"“」』›]/gu), (match) => (match[1] ?? '').toLocaleLowerCase());
}

/** What the tutor found out about the learner's message before judging it. */
export interface MessageReading {
  /** The spell checker's report (whether most of it is in another language). */
  report: SpellingReport;
  /** The dictionary's answer when the learner asks what a word means. */
  meaning: WordMeaningAnswer | undefined;
  /** The dictionary's answer when the learner asks how to say a word of their language. */
  howToSay: string | undefined;
}

/** The item asked again, after a line that is not a verdict: the hint (when there is one), a scene's goal, the item's retry. */
function askAgain(current: TaskItem, lead: readonly string[], hint: string | undefined, language: LanguageCode): string {
  // A scene's goal, unless the lead already names it (the task said simply).
  const goal = current.task === undefined || lead.some((line) => line.includes(current.task ?? '')) ? [] : [fillTemplate(framesOf(language).goal, { task: current.task })];
  return [...lead, ...(hint === undefined ? [] : [hint]), ...goal, current.retry].join(' ');
}

/**
 * A message that is not an attempt at the task: "I don't understand" (the task said simply, with a hint; asked a second
 * time, the answer), a greeting, a question on a word or on the task, an answer in another language, the learner's own
 * news. Undefined for an attempt, which is judged.
 */
export function nonAnswerTurn(request: TutorRequest, last: string, reading: MessageReading, current: TaskItem, judgement: AnswerJudgement, notUnderstood: boolean): OfflineTurn | undefined {
  const language = request.targetLanguage;
  const native = request.nativeLanguage;
  const frames = framesOf(language);
  const replies = replyFramesOf(language);
  const hint = answerHint(current, last, language, request.level);
  const none = (text: string): OfflineTurn => ({ text, itemId: current.id, verdict: 'none' });
  if (notUnderstood) {
    // Said simply once (asked again right after, the answer comes instead, as for "I don't know").
    return none(askAgain(current, [replies.simpler, explainTask(current, language)], hint, language));
  }
  const { meaning } = reading;
  // A right answer is an answer, unless it asks ("¿Qué significa «colazione»?" is no answer that it is breakfast).
  if ((meaning !== undefined || asksMeaning(last, language, native)) && (judgement.verdict !== 'right' || /[?？]/.test(last))) {
    if (meaning?.found === true) {
      return none(askAgain(current, [meaning.text], undefined, language));
    }
    // The text's explained phrase (an idiom, a slang word) or the task itself ("what does that mean?"): the explanation,
    // else the task said simply; any other word the dictionaries lack: said plainly ("hond" with no Dutch dictionary).
    const word = meaning?.word.toLocaleLowerCase();
    const explained = current.explanation !== undefined && (word === undefined || explainedPhrases(current.explanation).some((phrase) => phrase.includes(word)));
    if (explained) {
      return none(askAgain(current, [asSentence(current.explanation ?? '')], hint, language));
    }
    const taskWord = word === undefined || (current.explanation === undefined && current.prompt.toLocaleLowerCase().includes(word));
    return none(askAgain(current, taskWord ? [replies.simpler, explainTask(current, language)] : [meaning?.text ?? ''], hint, language));
  }
  // One word is not enough to tell a language ("Lukas", a name of the text, is a wrong answer, not English).
  const words = last.trim().split(/\s+/).length;
  // Another script tells another language for sure, unless the answer is right in it (a title: «Carol of the Bells»).
  const otherLanguage = reading.report.otherLanguage || (judgement.verdict !== 'right' && inAnotherScript(last, language));
  if (otherLanguage && words >= 2 && (judgement.verdict !== 'right' || words >= 3)) {
    const right = rightWords(current, last, language) ?? (judgement.verdict === 'right' ? judgement.matched : undefined);
    const lead = [fillTemplate(replies.otherLanguage, { words: quoteBack(last) }), ...(right === undefined ? [] : [fillTemplate(replies.partlyRight, { words: right })])];
    return { text: askAgain(current, lead, hint, language), itemId: current.id, verdict: 'wrong' };
  }
  if (judgement.verdict === 'right') {
    return undefined;
  }
  if (isGreeting(last, language, native)) {
    return none(askAgain(current, [replies.greetBack, replies.backToTask], undefined, language));
  }
  if (reading.howToSay !== undefined) {
    // Asking how to say the drill's own answer ("How do you say library?" for «biblioteca») gets a hint, not the answer.
    const givesAway = normalizeAnswer(reading.howToSay, language).includes(normalizeAnswer(current.model, language));
    return none(askAgain(current, givesAway ? [replies.simpler, explainTask(current, language)] : [reading.howToSay], givesAway ? hint : undefined, language));
  }
  // In a scene a question is a line of it ("Can I have a lemonade?"): judged as an attempt, not declined, unless it asks
  // how to say something.
  if (QUESTION_END.test(last) && !QUESTION_END.test(current.model) && (current.task === undefined || asksHowToSay(last, language, native))) {
    // A question on the text is answered by the text's sentence on it; another, by a canned answer or honestly.
    const sentence = current.explanation === undefined ? undefined : sentenceAbout(current.explanation, last, language);
    if (sentence !== undefined) {
      return none(askAgain(current, [fillTemplate(replies.textSays, { sentence })], undefined, language));
    }
    const known = CONTENT[language].answers.find(([keywords]) => findKeyword(keywords, last, language) !== undefined);
    return none(askAgain(current, [known ? known[1] : frames.offline, replies.backToTask], undefined, language));
  }
  const topic = offTaskWord(current, last, language);
  if (topic !== undefined) {
    return none(askAgain(current, [fillTemplate(replies.offTask, { word: asWritten(language, topic, last) })], undefined, language));
  }
  return undefined;
}
