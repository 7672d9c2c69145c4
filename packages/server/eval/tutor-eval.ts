// The embedded tutor's replies in the benchmark: task-checking accuracy (right and wrong answers to the engine's own
// drill, text and scene items: was each judged correctly, and was a wrong one ever praised?) and on-mode rate (replies
// outside free conversation that carry the mode's task), per mode and language. Replies are composed without a
// spelling dictionary, so the figures measure the task logic alone.
import { LANGUAGES, LEARNING_MODES, SKILL_LEVELS, type LanguageCode, type LearningMode, type SkillLevel } from '@parla/contract';
import { expandPattern, findKeyword, normalizeAnswer, stripAccents } from '../src/tutor/answer-match.js';
import { CONTENT } from '../src/tutor/content/all-content.js';
import { FOLLOW_UPS } from '../src/tutor/content/follow-ups.js';
import { composeOfflineTurn, welcomeText } from '../src/tutor/offline-engine.js';
import { moodAcknowledgement, moodOf } from '../src/tutor/learner-mood.js';
import { REPLY_FRAMES } from '../src/tutor/reply-frames/all-reply-frames.js';
import type { SpellChecker } from '../src/tutor/spell-checker.js';
import { taskItems, type TaskItem } from '../src/tutor/task-items.js';
import { slotWord } from '../src/tutor/topic-follow-up.js';
import type { TutorRequest } from '../src/tutor/tutor-engine.js';
import type { EvalMessage } from './learner-messages.js';
import { printTable } from './print-table.js';

/** Modes with a task the tutor checks. */
const TASK_MODES = LEARNING_MODES.filter((mode) => mode !== 'free_conversation');

/** No dictionary: the benchmark measures how answers are judged, not spelling. */
const quiet: Pick<SpellChecker, 'check'> = {
  check: async () => ({ mistakes: [], otherLanguage: false }),
};

/** One answer to one item, and whether it should be accepted. */
export interface AnswerCase {
  item: TaskItem;
  answer: string;
  right: boolean;
  kind: string;
}

/**
 * Hand-written learner answers (typical slips), by target language and the text of the item they answer:
 * `[language, mode, level, item key (part of it), answer, should be accepted]`.
 */
const HAND_CASES: ReadonlyArray<readonly [LanguageCode, LearningMode, SkillLevel, string, string, boolean]> = [
  ['es', 'grammar', 'beginner', 'Yo ___ dos hermanos.', 'tiene', false],
  ['es', 'grammar', 'beginner', 'Yo ___ dos hermanos.', 'Yo tengo dos hermanos', true],
  ['es', 'grammar', 'beginner', '___ casa es grande.', 'el', false],
  ['es', 'grammar', 'beginner', 'Me ___ los perros.', 'gusta', false],
  ['es', 'grammar', 'intermediate', 'Ayer (yo) ___ al supermercado.', 'fue', false],
  ['es', 'grammar', 'advanced', 'Quiero que (tú) ___ conmigo.', 'vienes', false],
  ['es', 'grammar', 'advanced', 'Quiero que (tú) ___ conmigo.', 'vengas', true],
  ['es', 'translation', 'beginner', 'I’m very hungry.', 'Soy muy hambre', false],
  ['es', 'translation', 'beginner', 'I’m very hungry.', 'tengo mucha hambre', true],
  ['es', 'translation', 'beginner', 'Where is the train station?', 'Donde esta la estacion de tren', true],
  ['es', 'translation', 'beginner', 'Where is the train station?', '¿Dónde es la estación de tren?', false],
  ['es', 'vocabulary', 'intermediate', 'Camarero, la ___, por favor.', 'la cuenta', true],
  ['es', 'vocabulary', 'intermediate', 'Camarero, la ___, por favor.', 'factura', false],
  ['es', 'roleplay', 'beginner', '¿Qué quieres tomar?', 'Hola, ¿qué tal?', false],
  ['es', 'roleplay', 'beginner', 'Aquí tienes.', '¿Cuánto cuesta?', true],
  ['es', 'idioms', 'beginner', 'Si alguien no escucha en clase', 'En la luna', false],
  ['fr', 'grammar', 'intermediate', 'Hier, je ___ allé au supermarché.', 'ai', false],
  ['fr', 'grammar', 'intermediate', 'Hier, je ___ allé au supermarché.', 'suis', true],
  ['fr', 'grammar', 'beginner', 'Les maisons sont ___.', 'blancs', false],
  ['fr', 'translation', 'beginner', 'I’m very hungry.', 'Je suis très faim', false],
  ['fr', 'translation', 'beginner', 'I’m very hungry.', 'j’ai tres faim', true],
  ['fr', 'roleplay', 'beginner', 'Qu’est-ce que je vous sers ?', 'Je voudrais un thé', true],
  ['de', 'grammar', 'beginner', 'Heute ___ ich ins Kino.', 'gehen', false],
  ['de', 'grammar', 'intermediate', 'Gestern ___ ich ins Kino gegangen.', 'habe', false],
  ['de', 'grammar', 'intermediate', 'Gestern ___ ich ins Kino gegangen.', 'bin', true],
  ['de', 'translation', 'beginner', 'Where is the train station?', 'Wo ist der Bahnhof', true],
  ['de', 'translation', 'beginner', 'Where is the train station?', 'Wo ist die Bahnhof?', false],
  ['de', 'vocabulary', 'beginner', 'Ich trinke ___, wenn ich Durst habe.', 'wasser', true],
  ['it', 'grammar', 'beginner', 'Mi ___ i gatti.', 'piace', false],
  ['it', 'grammar', 'intermediate', 'Ieri ___ andato al supermercato.', 'ho', false],
  ['pt', 'grammar', 'beginner', 'Eu ___ dois irmãos.', 'tem', false],
  ['pt', 'translation', 'beginner', 'I’m very hungry.', 'Estou com muita fome', true],
  ['ja', 'grammar', 'beginner', 'パン___食べます。', 'が', false],
  ['ja', 'grammar', 'beginner', 'パン___食べます。', 'を', true],
  ['ja', 'translation', 'beginner', 'Where is the train station?', '駅はどこですか', true],
  ['ja', 'vocabulary', 'beginner', '___で本を借ります。', 'としょかん', true],
  ['ko', 'grammar', 'beginner', '빵___ 먹어요.', '를', false],
  ['ko', 'translation', 'beginner', 'Where is the train station?', '기차역이어디예요', true],
  ['zh', 'grammar', 'beginner', '我有三___书。', '个', false],
  ['ru', 'grammar', 'beginner', 'Я живу в ___. (Москва)', 'Москва', false],
  ['pl', 'grammar', 'beginner', 'Nie mam ___. (samochód)', 'samochód', false],
  ['tr', 'grammar', 'intermediate', 'Dün sinemaya ___.', 'gidiyorum', false],
];

/** The same text without accents, or undefined when it has none to drop. */
function withoutAccents(text: string, language: LanguageCode): string | undefined {
  const plain = stripAccents(text, language);
  return plain === text ? undefined : plain;
}

/** Whether the answer is one of the item's accepted answers as listed in the data (the ground truth of the generated cases). */
function listedAsRight(item: TaskItem, answer: string, language: LanguageCode): boolean {
  if (item.pattern === undefined) {
    return false;
  }
  const written = stripAccents(normalizeAnswer(answer, language), language);
  return expandPattern(item.pattern).some((accepted) => stripAccents(normalizeAnswer(accepted, language), language) === written);
}

/** An item half the list away with another task and another answer, whose model answer is a wrong answer to this one. */
function otherTask(items: readonly TaskItem[], index: number, language: LanguageCode): TaskItem | undefined {
  const item = items[index];
  for (let offset = Math.max(1, Math.floor(items.length / 2)); offset < items.length + Math.floor(items.length / 2); offset += 1) {
    const other = items[(index + offset) % items.length];
    if (other && item && other.id !== item.id && other.task !== item.task && normalizeAnswer(other.model, language) !== normalizeAnswer(item.model, language)) {
      return other;
    }
  }
  return undefined;
}

/**
 * Cases generated from the data for every item: its model answer as written, in lower case without punctuation, and
 * without accents, and its last listed variant (right); another item's model answer, the model with its last word
 * dropped, and an off-task "hmm" (wrong, unless the data lists them as accepted).
 */
export function generatedCases(language: LanguageCode, mode: LearningMode, level: SkillLevel): AnswerCase[] {
  const items = taskItems(language, 'en', mode, level);
  const cases: AnswerCase[] = [];
  items.forEach((item, index) => {
    cases.push({ item, answer: item.model, right: true, kind: 'model' });
    cases.push({ item, answer: normalizeAnswer(item.model, language), right: true, kind: 'lower case, no punctuation' });
    const plain = withoutAccents(item.model, language);
    if (plain) {
      cases.push({ item, answer: plain, right: true, kind: 'no accents' });
    }
    if (item.pattern !== undefined) {
      const variants = expandPattern(item.pattern);
      const last = variants.at(-1);
      if (last && last !== item.model) {
        cases.push({ item, answer: last, right: true, kind: 'listed variant' });
      }
      const words = item.model.split(' ');
      if (words.length >= 3) {
        const shorter = words.slice(0, -1).join(' ');
        cases.push({ item, answer: shorter, right: listedAsRight(item, shorter, language), kind: 'last word dropped' });
      }
    }
    const other = otherTask(items, index, language);
    if (other) {
      cases.push({ item, answer: other.model, right: listedAsRight(item, other.model, language), kind: 'another item’s answer' });
    }
    cases.push({ item, answer: 'hmm', right: listedAsRight(item, 'hmm', language), kind: 'off task' });
  });
  return cases;
}

/** The hand-written cases of a language, mode and level, tied to their items. */
export function handCases(language: LanguageCode, mode: LearningMode, level: SkillLevel): AnswerCase[] {
  const items = taskItems(language, 'en', mode, level);
  return HAND_CASES.filter(([caseLanguage, caseMode, caseLevel]) => caseLanguage === language && caseMode === mode && caseLevel === level).map(([, , , key, answer, right]) => {
    const item = items.find((candidate) => candidate.key.includes(key) || candidate.prompt.includes(key));
    if (!item) {
      throw new Error(`tutor-eval: no ${language} ${mode} ${level} item asks “${key}”`);
    }
    return { item, answer, right, kind: 'hand-written' };
  });
}

function request(language: LanguageCode, mode: LearningMode, level: SkillLevel, messages: TutorRequest['messages']): TutorRequest {
  return { targetLanguage: language, nativeLanguage: 'en', mode, level, goals: [], systemPrompt: '', messages };
}

/** How one set of answers was judged. */
export interface CheckingTally {
  cases: number;
  judgedCorrectly: number;
  wrongPraised: number;
}

/** Judges every case as the tutor would after asking its item, and counts the verdicts that match the truth. */
export async function tallyChecking(language: LanguageCode, mode: LearningMode, level: SkillLevel, cases: readonly AnswerCase[]): Promise<CheckingTally> {
  const tally: CheckingTally = { cases: 0, judgedCorrectly: 0, wrongPraised: 0 };
  for (const answerCase of cases) {
    const turn = await composeOfflineTurn(
      request(language, mode, level, [
        { role: 'assistant', content: answerCase.item.prompt },
        { role: 'user', content: answerCase.answer },
      ]),
      { spellChecker: quiet },
    );
    tally.cases += 1;
    if ((turn.verdict === 'right') === answerCase.right) {
      tally.judgedCorrectly += 1;
    }
    if (!answerCase.right && turn.text.includes('✓')) {
      tally.wrongPraised += 1;
    }
  }
  return tally;
}

/**
 * Plays a conversation from the tutor's welcome with the learner's messages and counts the replies that carry one of
 * the mode's items (a drill, a question on a text, a scene's line).
 */
export async function tallyOnMode(language: LanguageCode, mode: LearningMode, level: SkillLevel, learnerMessages: readonly string[]): Promise<{ replies: number; onMode: number }> {
  const items = taskItems(language, 'en', mode, level);
  const messages: TutorRequest['messages'] = [{ role: 'assistant', content: welcomeText(language, 'en', mode, level) }];
  let onMode = 0;
  for (const text of learnerMessages) {
    messages.push({ role: 'user', content: text });
    const turn = await composeOfflineTurn(request(language, mode, level, [...messages]), { spellChecker: quiet });
    messages.push({ role: 'assistant', content: turn.text });
    if (items.some((item) => turn.text.includes(item.key))) {
      onMode += 1;
    }
  }
  return { replies: learnerMessages.length, onMode };
}

/** The map's entry for the key, made and stored when missing. */
function entryOf<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  const found = map.get(key);
  if (found !== undefined) {
    return found;
  }
  const made = make();
  map.set(key, made);
  return made;
}

const percent = (part: number, whole: number) => (whole === 0 ? '—' : `${Math.round((part / whole) * 1000) / 10} %`);

/** Off-task messages every conversation also gets: a greeting, a question, small talk, an empty reply. */
const OFF_TASK = ['hello', 'what?', 'I like music', '...'];

/**
 * Free conversation: how many replies react to the learner's message (pick up their own word on a topic the tutor
 * knows, answer their question or say honestly that it cannot offline, follow up on what kind of thing they said:
 * something past, a feeling, a liking, a plan, or acknowledge how they say they are, or ask on with the name or place
 * they gave); the others ask a new question.
 */
export async function tallyReactions(language: LanguageCode, learnerMessages: readonly string[]): Promise<{ messages: number; reacted: number }> {
  const content = CONTENT[language];
  let messages = 0;
  let reacted = 0;
  for (const text of learnerMessages) {
    const question = /[?？]\s*$/.test(text);
    const topical = content.topics.some((topic) => findKeyword(topic.cues === undefined ? topic.keywords : `${topic.keywords}|${topic.cues}`, text, language) !== undefined);
    const turn = await composeOfflineTurn(request(language, 'free_conversation', 'intermediate', [{ role: 'user', content: text }]), { spellChecker: quiet });
    messages += 1;
    const pickedUp = content.frames.pickUp.split('{word}')[0] ?? '';
    const answered = content.answers.some(([, answer]) => turn.text.includes(answer)) || turn.text.includes(content.frames.offline);
    // A follow-up on what kind of thing was said ("Ayer fui al parque." → "¿Y qué tal fue?") reacts too, and so does
    // the acknowledgement of how the learner says they are ("Estoy cansado." → "Vaya, lo siento. ¿Qué ha pasado?").
    const followedUp = REPLY_FRAMES[language].followUps.some(([cues, followUp]) => findKeyword(cues, text, language) !== undefined && turn.text.includes(followUp));
    const acknowledged = moodAcknowledgement(language, moodOf(language, text));
    // So does a topic's follow-up that takes up the name or place the learner gave ("I live in Berlin…" → "And what do you like about Berlin?").
    const ownWord = [FOLLOW_UPS[language].nameCues, FOLLOW_UPS[language].placeCues].map((cues) => slotWord(cues, [text])).find((word) => word !== undefined);
    const tookUp = topical && ownWord !== undefined && turn.text.includes(ownWord);
    if ((topical && turn.text.includes(pickedUp)) || tookUp || (question && answered) || followedUp || (acknowledged !== undefined && turn.text.startsWith(acknowledged))) {
      reacted += 1;
    }
  }
  return { messages, reacted };
}

/** The benchmark section of the embedded tutor's replies. */
export async function tutorSection(benchmark: readonly EvalMessage[]): Promise<void> {
  const byMode = new Map<LearningMode, CheckingTally>();
  const checkingRows: string[][] = [['language', ...TASK_MODES, 'all', 'wrong praised']];
  const onModeRows: string[][] = [['language', ...TASK_MODES, 'all']];
  const total: CheckingTally = { cases: 0, judgedCorrectly: 0, wrongPraised: 0 };
  const onModeTotal = { replies: 0, onMode: 0 };
  const onModeByMode = new Map<LearningMode, { replies: number; onMode: number }>();
  for (const language of LANGUAGES) {
    const checkingRow: string[] = [language];
    const onModeRow: string[] = [language];
    const languageTally: CheckingTally = { cases: 0, judgedCorrectly: 0, wrongPraised: 0 };
    const languageOnMode = { replies: 0, onMode: 0 };
    const learnerTexts = benchmark.filter((message) => message.targetLanguage === language).map((message) => message.text);
    for (const mode of TASK_MODES) {
      const modeTally: CheckingTally = { cases: 0, judgedCorrectly: 0, wrongPraised: 0 };
      const modeOnMode = { replies: 0, onMode: 0 };
      for (const level of SKILL_LEVELS) {
        const tally = await tallyChecking(language, mode, level, [...generatedCases(language, mode, level), ...handCases(language, mode, level)]);
        const onMode = await tallyOnMode(language, mode, level, [...learnerTexts, ...OFF_TASK]);
        for (const target of [modeTally, languageTally, total, entryOf(byMode, mode, () => ({ cases: 0, judgedCorrectly: 0, wrongPraised: 0 }))]) {
          target.cases += tally.cases;
          target.judgedCorrectly += tally.judgedCorrectly;
          target.wrongPraised += tally.wrongPraised;
        }
        for (const target of [modeOnMode, languageOnMode, onModeTotal, entryOf(onModeByMode, mode, () => ({ replies: 0, onMode: 0 }))]) {
          target.replies += onMode.replies;
          target.onMode += onMode.onMode;
        }
      }
      checkingRow.push(percent(modeTally.judgedCorrectly, modeTally.cases));
      onModeRow.push(percent(modeOnMode.onMode, modeOnMode.replies));
    }
    checkingRows.push([...checkingRow, percent(languageTally.judgedCorrectly, languageTally.cases), String(languageTally.wrongPraised)]);
    onModeRows.push([...onModeRow, percent(languageOnMode.onMode, languageOnMode.replies)]);
  }
  checkingRows.push(['all', ...TASK_MODES.map((mode) => percent(byMode.get(mode)?.judgedCorrectly ?? 0, byMode.get(mode)?.cases ?? 0)), percent(total.judgedCorrectly, total.cases), String(total.wrongPraised)]);
  onModeRows.push(['all', ...TASK_MODES.map((mode) => percent(onModeByMode.get(mode)?.onMode ?? 0, onModeByMode.get(mode)?.replies ?? 0)), percent(onModeTotal.onMode, onModeTotal.replies)]);
  printTable(`Embedded tutor: task-checking accuracy (${total.cases} answers to its own items, ${HAND_CASES.length} of them hand-written; a wrong answer praised is a failure)`, checkingRows);
  const reactionRows: string[][] = [['language', 'messages', 'reacted']];
  const reactionTotal = { messages: 0, reacted: 0 };
  for (const language of LANGUAGES) {
    const texts = [...benchmark.filter((message) => message.targetLanguage === language).map((message) => message.text), ...CONTENT[language].answers.map(([keywords]) => `${keywords.split('|')[0] ?? ''}?`)];
    const tally = await tallyReactions(language, texts);
    reactionTotal.messages += tally.messages;
    reactionTotal.reacted += tally.reacted;
    reactionRows.push([language, String(tally.messages), percent(tally.reacted, tally.messages)]);
  }
  reactionRows.push(['all', String(reactionTotal.messages), percent(reactionTotal.reacted, reactionTotal.messages)]);
  printTable(`Embedded tutor: on-mode rate (${onModeTotal.replies} replies outside free conversation that carry the mode's task)`, onModeRows);
  printTable(`Embedded tutor in free conversation: replies that react to the learner's message, over the public learner messages and a question per canned answer (${reactionTotal.messages} messages)`, reactionRows);
}
