import type { KeywordList } from '../content/content-types.js';

/**
 * The embedded tutor's lines for a learner message that does not answer its task (a greeting, "I don't understand",
 * a question, news of their own, an answer in another language), in one target language; `{name}` placeholders are
 * filled in. Written per language, in the register of that language's content.
 */
export interface ReplyFrames {
  /** Greetings a learner opens with (`|`-separated, matched at the start of words). */
  greetings: KeywordList;
  /** Greets back (the task or a question follows). */
  greetBack: string;
  /** What learners write when they do not understand or want the task again, slower (`|`-separated). */
  notUnderstood: KeywordList;
  /** How learners ask how to say a word of their own language in this one (`|`-separated). */
  howToSay: KeywordList;
  /** Says how a word of the learner's language is said in this one: `{word}`, `{meaning}` (the dictionary's words). */
  saidAs: string;
  /** Introduces the task said more simply. */
  simpler: string;
  /** What to do in a translation drill, said simply. */
  explainTranslate: string;
  /** What to do in a fill-in drill, said simply. */
  explainFill: string;
  /** What to do with a question on a text, said simply. */
  explainQuestion: string;
  /** What to do in a scene, said simply: `{task}` (the goal, in English). */
  explainRoleplay: string;
  /** A hint, the start of the answer: `{start}`. */
  hint: string;
  /** Names the right words of an answer that is not right yet: `{words}`. */
  partlyRight: string;
  /** Points at the words of an almost right answer that differ from the answer: `{words}`. */
  checkWords: string;
  /** The learner wrote `{words}` in another language: asks for it in this one. */
  otherLanguage: string;
  /** The learner told something of their own (`{word}` names it) instead of answering: says so, then the task. */
  offTask: string;
  /** Quotes the sentence of a text that answers the learner's question about it: `{sentence}`. */
  textSays: string;
  /** Words that negate what was said, whole words (`|`-separated; in ja, ko and zh, parts of words): "I didn't go" gets no "How was it?". */
  negations: KeywordList;
  /**
   * In free conversation, when the learner's words name no topic the tutor knows: words that show what kind of thing
   * they said (something past, a feeling, a liking, a plan; `|`-separated) and the follow-up question a partner asks.
   */
  followUps: readonly (readonly [cues: KeywordList, question: string])[];
  /** Leads back to the task after a question the tutor cannot answer offline. */
  backToTask: string;
  /** Offers help after a question said again more simply; a statement, no question mark (the question stays the one next thing). */
  helpOffer: string;
  /** A neutral "I see" that takes up an answer before the tutor moves on to another topic ("Ah, vale."). */
  noted: string;
  /** A warm take-up of something the learner told (a pet, a brother, a city) before the tutor moves on to another topic ("¡Qué bien!"). */
  nice: string;
  /**
   * How the learner is, or how their day was: words for a good and for a bad state (`|`-separated; a cue of three
   * letters or fewer is a whole word), the acknowledgement of each, and the question a partner asks next.
   */
  moods: { good: KeywordList; glad: string; askGood: string; bad: KeywordList; sorry: string; askBad: string };
  /**
   * Verb forms of the topics' questions that the learner's answer says differently (`tienes` → `tengo|tenemos`, `magst`
   * → `mag|liebe`): an answer using one of them already answers the question. In ja, ko and zh, parts of words.
   */
  answerForms: readonly (readonly [asked: string, answered: KeywordList])[];
  /** Question words and possessives of the topics' questions (`dónde`, `deine`): no content a learner's answer repeats. */
  functionWords: KeywordList;
  /**
   * Words that make a question ask for something (`qué`, `where`, `wie`; `|`-separated, whole words; empty in ja, ko
   * and zh): such a question is answered only by a message that says something it does not ("¿Qué es lo que más te
   * gusta de tu trabajo?" is not answered by "Me gusta mi trabajo").
   */
  questionWords: string;
}
