import type { LanguageCode, LearningGoal, SkillLevel } from '@parla/contract';
import { CONTENT } from './content/all-content.js';
import { alreadyCovered, openingQuestion } from './conversation-reply.js';
import { lastQuestion } from './non-answer.js';
import { REPLY_FRAMES } from './reply-frames/all-reply-frames.js';
import { followUpIn } from './topic-follow-up.js';

/** A question of the tutor's, with the same question in the learner's own language when the content has it. */
interface Question {
  text: string;
  gloss: string | undefined;
}

/**
 * A question of the tutor's turn said more simply, with its gloss: a topic's question one level down (a beginner's
 * stays: its gloss is the help; so does one whose simpler question the learner's recent messages already answered), a
 * follow-up or a mood question as it is. The study topic is not glossed (its question names the language learnt, which
 * the other language's question does not: "¿Por qué aprendes español?").
 */
function simplerOf(turn: string, language: LanguageCode, native: LanguageCode, learnerTurns: readonly string[]): Question | undefined {
  const glossed = native !== language;
  for (const topic of CONTENT[language].topics) {
    const index = topic.questions.findIndex((question) => turn.includes(question));
    if (index >= 0) {
      const down = Math.max(0, index - 1);
      const level = down < index && alreadyCovered(language, topic.questions[down] ?? '', learnerTurns.slice(-3), topic) ? index : down;
      const same = CONTENT[native].topics.find((other) => other.id === topic.id);
      return { text: topic.questions[level] ?? '', gloss: glossed && topic.id !== 'study' ? same?.questions[level] : undefined };
    }
  }
  // A topic's follow-up as it was asked (with the learner's own word), glossed by the same follow-up's plain form.
  const topicFollowUp = followUpIn(language, native, turn);
  if (topicFollowUp !== undefined) {
    return { text: topicFollowUp.asked, gloss: glossed ? topicFollowUp.gloss : undefined };
  }
  const frames = REPLY_FRAMES[language];
  const followUp = frames.followUps.findIndex(([, question]) => turn.includes(question));
  if (followUp >= 0) {
    return { text: frames.followUps[followUp]?.[1] ?? '', gloss: glossed ? REPLY_FRAMES[native].followUps[followUp]?.[1] : undefined };
  }
  for (const key of ['askGood', 'askBad'] as const) {
    if (turn.includes(frames.moods[key])) {
      return { text: frames.moods[key], gloss: glossed ? REPLY_FRAMES[native].moods[key] : undefined };
    }
  }
  const last = lastQuestion(turn);
  return last === undefined ? undefined : { text: last, gloss: undefined };
}

/**
 * Free conversation, after "I don't understand", "Can you repeat?" or "Slower" (in either language): the question of
 * the tutor's last turn again, said more simply, with the same question in the learner's own language in brackets and
 * an offer of help ("Te lo explico más fácil: ¿Tienes mascota? (Do you have a pet?) Con pocas palabras basta; yo te
 * ayudo."); never a simpler question the learner's recent messages (`learnerTurns`) already answered. Asked again right after, or when the last turn asked nothing, the easiest question of a topic not asked
 * yet, glossed the same way.
 */
export function sayAgainSimpler(
  language: LanguageCode,
  native: LanguageCode,
  level: SkillLevel,
  goals: readonly LearningGoal[],
  tutorTurns: readonly string[],
  learnerTurns: readonly string[] = [],
): string {
  const frames = REPLY_FRAMES[language];
  const last = tutorTurns.at(-1) ?? '';
  const again = last.startsWith(frames.simpler);
  const question = (again ? undefined : simplerOf(last, language, native, learnerTurns)) ?? simplerOf(openingQuestion(language, 'beginner', goals, tutorTurns, learnerTurns), language, native, learnerTurns);
  const text = question?.text ?? openingQuestion(language, level, goals, tutorTurns);
  const gloss = question?.gloss === undefined ? [] : [`(${question.gloss})`];
  return [frames.simpler, text, ...gloss, frames.helpOffer].join(' ');
}
