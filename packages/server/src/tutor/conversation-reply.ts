import { SKILL_LEVELS, type LanguageCode, type LearningGoal, type SkillLevel } from '@parla/contract';
import { findKeyword, normalizeAnswer, stripAccents } from './answer-match.js';
import { CONTENT } from './content/all-content.js';
import type { TopicSource } from './content/content-types.js';
import { frequencyRanks } from '../progress/word-frequency.js';
import { findCue, moodAcknowledgement, moodOf } from './learner-mood.js';
import { REPLY_FRAMES } from './reply-frames/all-reply-frames.js';
import { corpusCounts } from './review/corpus-counts.js';
import { fillTemplate } from './task-items.js';
import { askedFollowUp, followedTopic, nextFollowUp } from './topic-follow-up.js';

/** A question in the message, at its end or before another sentence ("Tienes hermanos? Yo tengo dos."). */
const QUESTION = /[?？](?=\s|$)/;

/** Shortest word of a question counted as its content (shorter ones are "où", "tu", "de"…), unless it names the topic ("pet"). */
const CONTENT_WORD_LETTERS = 4;

/** Earlier learner messages, besides the one answered, whose words count as already said. */
const RECENT_MESSAGES = 2;

const fold = (text: string, language: LanguageCode) => stripAccents(normalizeAnswer(text, language), language);

/** The words of a text in lower case, without punctuation or accents. */
function wordsOf(text: string, language: LanguageCode): string[] {
  return fold(text, language).split(' ').filter(Boolean);
}

/** The capitalised words of a message that do not open a sentence: names ("Max", "Madrid"), German nouns. */
function namesIn(message: string): string[] {
  return message.split(/[.!?¿¡。！？]+/u).flatMap((sentence) => Array.from(sentence.matchAll(/\p{L}+/gu), (match) => match[0]).slice(1).filter((word) => /^\p{Lu}/u.test(word)));
}

/**
 * Whether one learner message already asks or answers the question: most of its content words, function words aside
 * (`dónde`, `deine`), are in the message — by their first four letters ("habites" meets "j'habite"), in the form that
 * answers them (`tienes` → "tengo", `as` → "ai"), or, for a word naming the topic, by any word of the topic ("perro"
 * answers `mascota`) as long as a word not naming the topic is answered too ("¿Cómo es tu familia?" is not answered
 * by "Tengo un hermano"); a question asking for something (`questionWords`: "¿Qué es lo que más te gusta de tu trabajo?")
 * needs a word it does not have ("Me gusta mi trabajo" does not answer it; "Vivo en Madrid" answers "¿Dónde vives?"). In
 * ja, ko and zh: the message is on the topic and uses a form that answers the question's verb (`飼って`).
 */
function coveredBy(language: LanguageCode, question: string, message: string, topic: TopicSource | undefined): boolean {
  const frames = REPLY_FRAMES[language];
  const onTopic = topic !== undefined && topicHit(language, topic, message, false) !== undefined;
  const answeredBy = (answers: string) => findCue(answers, message, language) !== undefined;
  if (UNSPACED_LANGUAGES.has(language)) {
    return onTopic && frames.answerForms.some(([asked, answers]) => question.includes(asked) && answeredBy(answers));
  }
  const stem = (word: string) => word.slice(0, CONTENT_WORD_LETTERS);
  const saidStems = new Set(wordsOf(message, language).filter((word) => word.length >= CONTENT_WORD_LETTERS).map(stem));
  const functionWords = new Set(frames.functionWords.split('|').map((word) => fold(word, language)));
  const forms = frames.answerForms.map(([asked, answers]) => [fold(asked, language), answers] as const);
  const topicWords = onTopic ? (topic?.keywords.split('|') ?? []).map((keyword) => fold(keyword, language)).filter((keyword) => keyword.length > 0 && !keyword.includes(' ')) : [];
  const namesTopic = (word: string) => topicWords.some((keyword) => word.startsWith(keyword) || (keyword.length >= CONTENT_WORD_LETTERS && stem(keyword) === stem(word)));
  const hasForm = (word: string) => forms.some(([form, answers]) => form === word && answeredBy(answers));
  const questionWords = wordsOf(question, language);
  const asked = questionWords.filter((word) => !functionWords.has(word) && (word.length >= CONTENT_WORD_LETTERS || namesTopic(word) || forms.some(([form]) => form === word)));
  const answered = asked.filter((word) => (word.length >= CONTENT_WORD_LETTERS && saidStems.has(stem(word))) || hasForm(word));
  const topical = asked.filter((word) => !answered.includes(word) && namesTopic(word));
  // At least one answered word is not the topic's own ("¿Por qué aprendes español?" is not answered by "español"; a
  // verb sharing a noun's first letters, "wohnst" and "Wohnung", is not the topic's).
  const ownWord = (word: string) => !topicWords.some((keyword) => word.startsWith(keyword));
  if (!answered.some(ownWord) || (answered.length + topical.length) * 2 <= asked.length) {
    return false;
  }
  // A question asking for something ("¿Qué…?", "Wo…?") needs an answer that says something it does not: a word of four
  // letters or more, or a name ("Max", "Tom"), that is neither in the question nor a verb answering it ("gillar").
  const asksFor = new Set(frames.questionWords.split('|').map((word) => fold(word, language)).filter(Boolean));
  if (!questionWords.some((word) => asksFor.has(word))) {
    return true;
  }
  const left = new Set([...questionWords, ...forms.flatMap(([, answers]) => answers.split('|').map((word) => fold(word, language)))].map(stem));
  const said = [...wordsOf(message, language).filter((word) => word.length >= CONTENT_WORD_LETTERS), ...namesIn(message).map((name) => fold(name, language))];
  return said.some((word) => !functionWords.has(word) && !left.has(stem(word)));
}

/**
 * Whether one of the learner's recent messages already asks or answers the question (see `coveredBy`): then the
 * tutor does not ask it ("Tienes hermanos? Yo tengo dos." → no "¿Tienes hermanos?"; "Tengo un perro, se llama Max." →
 * neither "¿Tienes mascota?" nor "¿Cómo se llama tu mascota?").
 */
export function alreadyCovered(language: LanguageCode, question: string, messages: readonly string[], topic?: TopicSource): boolean {
  return messages.some((message) => coveredBy(language, question, message, topic));
}

/** Topics serving one of the learner's goals first, the others in the data's order. */
function topicsByGoals(language: LanguageCode, goals: readonly LearningGoal[]): TopicSource[] {
  const topics = CONTENT[language].topics;
  const serves = (topic: TopicSource) => (topic.goals ?? []).some((goal) => goals.includes(goal));
  return [...topics.filter(serves), ...topics.filter((topic) => !serves(topic))];
}

/** A topic's questions, the learner's level first; never two levels above it (a beginner is not asked the advanced one). */
function questionsOf(topic: TopicSource, level: SkillLevel): string[] {
  const index = SKILL_LEVELS.indexOf(level);
  return [topic.questions[index], ...topic.questions.filter((_, other) => other !== index && other <= index + 1)].filter((question): question is string => question !== undefined);
}

/** The index of the latest tutor turn holding the text, or -1. */
function lastSaid(text: string, tutorTurns: readonly string[]): number {
  for (let index = tutorTurns.length - 1; index >= 0; index -= 1) {
    if (tutorTurns[index]?.includes(text)) {
      return index;
    }
  }
  return -1;
}

/**
 * A question to open or go on with a conversation: a topic of the learner's goals not asked yet, else the one asked
 * longest ago; never one the learner's recent messages already answered ("Tengo un perro" → no "¿Tienes mascota?").
 */
export function openingQuestion(language: LanguageCode, level: SkillLevel, goals: readonly LearningGoal[], tutorTurns: readonly string[], learnerTurns: readonly string[] = []): string {
  const recent = learnerTurns.slice(-(RECENT_MESSAGES + 1));
  const all = topicsByGoals(language, goals).map((topic) => ({ topic, question: questionsOf(topic, level)[0] ?? '' }));
  const open = all.filter(({ topic, question }) => recent.length === 0 || !alreadyCovered(language, question, recent, topic));
  const questions = (open.length > 0 ? open : all).map(({ question }) => question);
  const fresh = questions.find((question) => lastSaid(question, tutorTurns) < 0);
  if (fresh !== undefined) {
    return fresh;
  }
  return questions.reduce((best, question) => (lastSaid(question, tutorTurns) < lastSaid(best, tutorTurns) ? question : best), questions[0] ?? '');
}

/**
 * How the tutor names the topic it picks up: a noun, never the learner's verb, inflected form or phrase. A keyword
 * the learner wrote whole ("perro", "travail") names it as listed; a stem that matched a longer word ("trabajé",
 * "hermana") or a cue ("vivo en Madrid", "llueve") names it by the topic's first keyword, a whole noun by the content's
 * rule ("trabajo", "familia", "ciudad"). German nouns keep their capital („Besuch“, never „besuch“).
 */
export function topicName(language: LanguageCode, topic: TopicSource, hit: { keyword: string; word: string }, cue: boolean): string {
  const whole = !cue && (hit.word.toLowerCase() === hit.keyword.toLowerCase() || corpusCounts(language).count(hit.keyword) > 0 || UNSPACED_LANGUAGES.has(language));
  const word = whole ? hit.keyword : (topic.keywords.split('|')[0] ?? hit.keyword);
  return language === 'de' ? word.charAt(0).toLocaleUpperCase('de') + word.slice(1) : word;
}

/**
 * The learner's words that show a topic: a keyword (naming it) or else a cue (showing it only). `typos` also reads a
 * near miss as the keyword (never a word of the language spelt right: in the tutor's texts or the 10,000 most
 * frequent); not for a word the learner asked the meaning of, which is new to them, not a slip.
 */
function topicHit(language: LanguageCode, topic: TopicSource, message: string, typos: boolean): { hit: { keyword: string; word: string }; cue: boolean } | undefined {
  const known = (word: string) => corpusCounts(language).count(word) > 0 || (frequencyRanks(language)?.has(word) ?? false);
  const hit = findKeyword(topic.keywords, message, language, { typos, known });
  if (hit) {
    return { hit, cue: false };
  }
  const cue = topic.cues === undefined ? undefined : findKeyword(topic.cues, message, language, { typos, known });
  return cue ? { hit: cue, cue: true } : undefined;
}

/** Fewest words (characters in ja, ko and zh) of an answer that tells something without a name or a number in it ("Es pequeño y simpático"). */
const DETAIL_WORDS = 3;
const DETAIL_CHARACTERS = 4;

/** Whether the message tells something (a name, a number, a few words), not only "Sí." or "Bien". */
function tellsDetail(language: LanguageCode, message: string): boolean {
  if (UNSPACED_LANGUAGES.has(language)) {
    return normalizeAnswer(message, language).length >= DETAIL_CHARACTERS;
  }
  return /\p{N}/u.test(message) || namesIn(message).length > 0 || wordsOf(message, language).length >= DETAIL_WORDS;
}

/** Languages whose negations are parts of words (ない, 않아요, 不): found anywhere in the message. */
const NEGATION_INSIDE_WORDS: ReadonlySet<LanguageCode> = new Set(['ja', 'ko', 'zh']);

/** Whether the message negates what it says ("I didn't go", "Ich weiß nicht"): a partner then asks no "How was it?". */
function negated(language: LanguageCode, message: string): boolean {
  const normalized = normalizeAnswer(message, language);
  return REPLY_FRAMES[language].negations.split('|').some((word) => {
    const key = normalizeAnswer(word, language);
    return NEGATION_INSIDE_WORDS.has(language) ? normalized.includes(key) : ` ${normalized} `.includes(` ${key} `);
  });
}

/** Languages written without spaces: a keyword is a whole word as listed. */
const UNSPACED_LANGUAGES: ReadonlySet<LanguageCode> = new Set(['ja', 'zh', 'ko']);

/**
 * Free conversation: acknowledges how the learner says they are ("Estoy cansado" → "Vaya, lo siento."), answers their
 * question when it can (`answer`, a word's meaning found in the offline dictionaries; else a question the content
 * knows; else says honestly that it cannot offline), then follows the topic the learner's own words name with a
 * question on it that their recent messages (`learnerTurns`, oldest first, this one last) have not already asked or
 * answered; a topic they answered every question of, or said no to ("No tengo mascota"), is taken up ("Ah, vale.") and
 * left for another. With no topic recognised: after a mood, the partner's question on it; else a follow-up to what kind
 * of thing the learner said ("Ayer fui al parque" → "¿Y qué tal fue?"), else the question the learner has not
 * answered yet (`unanswered`: they only greeted), else a new question. An answer telling something on the topic asked
 * ("Tengo un perro, se llama Max.") stays on it for one or two follow-ups ("¿Y cómo es Max?"), then moves on.
 */
export function conversationReply(
  language: LanguageCode,
  level: SkillLevel,
  goals: readonly LearningGoal[],
  tutorTurns: readonly string[],
  message: string,
  answer?: string,
  learnerTurns: readonly string[] = [message],
  unanswered?: string,
): string {
  const content = CONTENT[language];
  const frames = REPLY_FRAMES[language];
  const recent = learnerTurns.slice(-(RECENT_MESSAGES + 1));
  const mood = moodOf(language, message);
  const acknowledgement = moodAcknowledgement(language, mood);
  const parts: string[] = acknowledgement === undefined ? [] : [acknowledgement];
  if (answer !== undefined) {
    parts.push(answer);
  } else if (QUESTION.test(message)) {
    const known = content.answers.find(([keywords]) => findKeyword(keywords, message, language) !== undefined);
    parts.push(known ? known[1] : content.frames.offline);
  }
  const saidNo = negated(language, message);
  for (const topic of topicsByGoals(language, goals)) {
    const found = topicHit(language, topic, message, answer === undefined);
    if (!found) {
      continue;
    }
    const questions = questionsOf(topic, level);
    const covered = questions.filter((candidate) => alreadyCovered(language, candidate, recent, topic));
    const answered = (candidate: string) => alreadyCovered(language, candidate, recent, topic);
    // Answered with a name or a place the tutor can take up: one more turn on it ("¡Qué bien! ¿Y cómo es Max?").
    const takenUp = saidNo || covered.length === 0 ? undefined : nextFollowUp(language, topic.id, tutorTurns, recent, answered, true);
    if (takenUp !== undefined) {
      parts.push(...(acknowledgement === undefined ? [frames.nice] : []), takenUp);
      return parts.join(' ');
    }
    const question = saidNo && covered.length > 0 ? undefined : questions.find((candidate) => lastSaid(candidate, tutorTurns) < 0 && !covered.includes(candidate));
    if (question) {
      parts.push(fillTemplate(content.frames.pickUp, { word: topicName(language, topic, found.hit, found.cue) }), question);
      return parts.join(' ');
    }
    if (covered.length > 0) {
      // Answered already ("¡Qué bien!"), or said no to ("Ah, vale."): taken up, then the topic's next follow-up (one
      // or two in all), else another topic's question.
      const more = saidNo ? undefined : nextFollowUp(language, topic.id, tutorTurns, recent, answered);
      parts.push(...(acknowledgement === undefined ? [saidNo ? frames.noted : frames.nice] : []), more ?? openingQuestion(language, level, goals, tutorTurns, recent));
      return parts.join(' ');
    }
  }
  // No topic it knows: after a mood, the partner's question on it; else a follow-up to what kind of thing was said
  // (something past, a feeling, a liking, a plan; none after a negation), never the same as just asked; else a new question.
  const moodQuestion = mood === undefined ? undefined : mood === 'good' ? frames.moods.askGood : frames.moods.askBad;
  const followUp =
    QUESTION.test(message) || saidNo
      ? undefined
      : frames.followUps.find(([cues, question]) => findKeyword(cues, message, language) !== undefined && tutorTurns.at(-1)?.includes(question) !== true)?.[1];
  // An answer to the topic the tutor asked about last, telling something ("Es pequeño y muy simpático."): the topic's
  // next follow-up; once they are asked, taken up and another topic.
  const current = QUESTION.test(message) || unanswered !== undefined ? undefined : followedTopic(language, tutorTurns.at(-1));
  // It answers the topic when the tutor asked a follow-up ("¿Y cómo es Max?" → "Es pequeño."), or when it answers the
  // topic's question itself: "Я живу в Москве." to "Какой спорт вам нравится?" is another subject, not a detail.
  const lastTurn = tutorTurns.at(-1) ?? '';
  const answersTopic =
    current !== undefined &&
    (askedFollowUp(language, current.id, lastTurn) || current.questions.some((question) => lastTurn.includes(question) && alreadyCovered(language, question, [message], current)));
  const stayOn = current === undefined || !answersTopic || saidNo || !tellsDetail(language, message) ? undefined : nextFollowUp(language, current.id, tutorTurns, recent, (candidate) => alreadyCovered(language, candidate, recent, current));
  const next = [moodQuestion, stayOn, followUp].find((question) => question !== undefined && tutorTurns.at(-1)?.includes(question) !== true);
  // Leaving a topic the learner answered (its follow-ups asked; "¡Qué bien!"), or answered only "Nein." or "Sí."
  // ("Ah, okay."): taken up first.
  const bare = saidNo || !tellsDetail(language, message);
  const movesOn = next === undefined && acknowledgement === undefined && current !== undefined && (bare || askedFollowUp(language, current.id, tutorTurns.at(-1)));
  parts.push(...(movesOn ? [bare ? frames.noted : frames.nice] : []), next ?? unanswered ?? openingQuestion(language, level, goals, tutorTurns, recent));
  return parts.join(' ');
}
