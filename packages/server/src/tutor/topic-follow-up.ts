import type { LanguageCode } from '@parla/contract';
import { CONTENT } from './content/all-content.js';
import type { TopicId, TopicSource } from './content/content-types.js';
import { FOLLOW_UPS, type FollowUpSource } from './content/follow-ups.js';

/** Most words a name or a place takes ("Max", "Buenos Aires", "Rio de Janeiro" stops at "de": two capitalised words). */
const SLOT_WORDS = 3;

/** A capitalised word, or up to `SLOT_WORDS` of them ("Buenos Aires", "Saint-Étienne"), at the start of a text. */
const CAPITALISED = new RegExp(`^\\p{Lu}[\\p{L}\\p{M}]*(?:[ -]\\p{Lu}[\\p{L}\\p{M}]*){0,${SLOT_WORDS - 1}}`, 'u');

/** Each character without its accents, one for one (so positions in the folded text are positions in the text). */
function foldInPlace(text: string): string {
  return Array.from(text, (character) => {
    const bare = character.normalize('NFD').replace(/\p{M}+/gu, '');
    return bare.length === character.length ? bare : character;
  }).join('');
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The learner's own word right after one of the cues ("se llama Max" → "Max", "Ich wohne in Berlin" → "Berlin"), when
 * it is capitalised, a name; accents and case aside in the cue ("heisst", "habite a"). Never a common noun ("vivo en un
 * piso" gives none) and never the learner's own name (the cues are third-person: "se llama", not "me llamo").
 */
export function slotWord(cues: string, messages: readonly string[]): string | undefined {
  const keys = cues.split('|').filter(Boolean);
  for (const message of [...messages].reverse()) {
    const text = message.normalize('NFC');
    const folded = foldInPlace(text);
    for (const key of keys) {
      const cue = foldInPlace(key.normalize('NFC')).split(/\s+/).map(escape).join("[\\s'’-]+");
      for (const match of folded.matchAll(new RegExp(`(?<![\\p{L}\\p{M}])${cue}\\s+`, 'giu'))) {
        const word = CAPITALISED.exec(text.slice(match.index + match[0].length))?.[0];
        if (word !== undefined) {
          return word;
        }
      }
    }
  }
  return undefined;
}

/** A template as a pattern that finds it in a tutor's turn, whatever word filled its slot. */
function askedPattern(template: string): RegExp {
  return new RegExp(escape(template).replace(/\\\{(?:name|place)\\\}/g, '(.+?)'), 'u');
}

/** Every form one follow-up may take (slotted and plain). */
const formsOf = (followUp: FollowUpSource): readonly string[] => (typeof followUp === 'string' ? [followUp] : followUp);

/** Whether a turn of the tutor's asked the follow-up, in any of its forms. */
const askedIn = (followUp: FollowUpSource, turn: string) => formsOf(followUp).some((form) => askedPattern(form).test(turn));

/** The topic whose question or follow-up the tutor's turn asks (the learner's next message answers it), if any. */
export function followedTopic(language: LanguageCode, turn: string | undefined): TopicSource | undefined {
  if (turn === undefined) {
    return undefined;
  }
  const followUps = FOLLOW_UPS[language].topics;
  return CONTENT[language].topics.find((topic) => topic.questions.some((question) => turn.includes(question)) || (followUps[topic.id] ?? []).some((followUp) => askedIn(followUp, turn)));
}

/**
 * The follow-up the tutor's turn asks, as it was asked ("¿Y cómo es Max?"), with the same follow-up in another language
 * (`native`) to gloss it, the learner's word in it too ("And what is Max like?"); undefined when the turn asks none.
 */
export function followUpIn(language: LanguageCode, native: LanguageCode, turn: string): { asked: string; gloss: string | undefined } | undefined {
  for (const [topic, followUps] of Object.entries(FOLLOW_UPS[language].topics)) {
    for (const [index, followUp] of (followUps ?? []).entries()) {
      const match = formsOf(followUp).map((form) => askedPattern(form).exec(turn)).find((found) => found !== null);
      if (match) {
        // Glossed in the same form: with the learner's word when it was asked with it ("And what do you like about Berlin?").
        const same = FOLLOW_UPS[native].topics[topic as TopicId]?.[index];
        const word = match[1];
        const gloss = same === undefined ? undefined : typeof same === 'string' ? same : word !== undefined ? same[0].replace(/\{(?:name|place)\}/g, word) : same[1];
        return { asked: match[0], gloss };
      }
    }
  }
  return undefined;
}

/** The topic question the tutor's turn asks, as written ("仕事は好きですか。", whose end is no question mark), if any. */
export function topicQuestionIn(language: LanguageCode, turn: string | undefined): string | undefined {
  return turn === undefined ? undefined : CONTENT[language].topics.flatMap((topic) => topic.questions).find((question) => turn.includes(question));
}

/** Whether the tutor's turn asked one of the topic's follow-ups. */
export function askedFollowUp(language: LanguageCode, topic: TopicId, turn: string | undefined): boolean {
  return turn !== undefined && (FOLLOW_UPS[language].topics[topic] ?? []).some((followUp) => askedIn(followUp, turn));
}

/**
 * The topic's next follow-up not asked yet in the conversation (`tutorTurns`), with the learner's own name or place
 * in its slot when their recent messages (`learnerTurns`) give one, else its plain form; none once the topic's one or
 * two follow-ups are asked, or when `covered` says the learner already answered it. `slottedOnly`: only a follow-up
 * that takes up the learner's word ("¿Y cómo es Max?").
 */
export function nextFollowUp(
  language: LanguageCode,
  topic: TopicId,
  tutorTurns: readonly string[],
  learnerTurns: readonly string[],
  covered: (question: string) => boolean,
  slottedOnly = false,
): string | undefined {
  const data = FOLLOW_UPS[language];
  for (const followUp of data.topics[topic] ?? []) {
    if (tutorTurns.some((turn) => askedIn(followUp, turn))) {
      continue;
    }
    const [slotted, plain] = typeof followUp === 'string' ? [undefined, followUp] : followUp;
    const cues = slotted?.includes('{name}') ? data.nameCues : slotted?.includes('{place}') ? data.placeCues : '';
    const word = cues === '' ? undefined : slotWord(cues, learnerTurns);
    const question = slotted !== undefined && word !== undefined ? slotted.replace(/\{(?:name|place)\}/g, word) : slottedOnly ? undefined : plain;
    // Answered already is read on the plain form: the learner's own word in the slot is no answer ("Er heißt Bello" to "Wie ist Bello?").
    if (question !== undefined && !covered(plain)) {
      return question;
    }
    if (slottedOnly) {
      return undefined;
    }
  }
  return undefined;
}
