import type { Finding } from '../finding.js';
import type { Token } from '../review-tokens.js';
import { adjacent, inCaseOf, type GrammarRule } from './grammar-rule.js';

/** Words that make "since" a starting point in time, not "because" ("since Monday", "since last year", "since then"). */
const TIME_POINTS = new Set(['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'yesterday', 'last', 'then', 'childhood', 'birth', 'christmas', 'easter', 'ages', 'forever']);
/** Past verbs that, after a pronoun, make "since I moved…" a starting point. */
const PAST_EVENTS = new Set(['was', 'were', 'moved', 'came', 'arrived', 'started', 'met', 'left', 'got', 'began', 'finished', 'graduated', 'retired', 'married', 'lost', 'joined', 'bought', 'found']);
const PRONOUNS = new Set(['i', 'you', 'he', 'she', 'it', 'we', 'they']);

/** Simple present forms that take the present perfect with since, and their participles (live → lived). */
const PARTICIPLES: Readonly<Record<string, string>> = { live: 'lived', work: 'worked', study: 'studied', know: 'known', teach: 'taught', play: 'played', love: 'loved', own: 'owned', stay: 'stayed', learn: 'learned', wait: 'waited' };
const THIRD_PERSON: Readonly<Record<string, string>> = Object.fromEntries(Object.keys(PARTICIPLES).map((verb) => [verb === 'study' ? 'studies' : verb === 'teach' ? 'teaches' : `${verb}s`, verb]));
/** Contracted pronoun + be and their perfect ("I'm" → "I've been"). */
const CONTRACTED: Readonly<Record<string, string>> = { "i'm": "I've", "you're": "you've", "we're": "we've", "they're": "they've", "he's": "he's", "she's": "she's", "it's": "it's" };

/** Whether the words after "since" name a starting point in time. */
function startingPoint(text: string, tokens: readonly Token[], since: Token): boolean {
  if (/^\s+\d{4}\b/.test(text.slice(since.end))) {
    return true;
  }
  const next = tokens[since.index + 1];
  const then = next ? tokens[next.index + 1] : undefined;
  if (!next || !adjacent(text, since, next)) {
    return false;
  }
  if (TIME_POINTS.has(next.lower) || (next.lower === 'this' && then !== undefined && ['morning', 'week', 'month', 'year', 'summer', 'winter'].includes(then.lower)) || (next.lower === 'my' && then?.lower === 'childhood')) {
    return true;
  }
  return PRONOUNS.has(next.lower) && then !== undefined && PAST_EVENTS.has(then.lower);
}

/**
 * The present where English needs the present perfect, with "since" + a starting point in the same clause: "I am
 * living here since 2019" → "I have been living", "She is sick since Monday" → "has been", "We live here since last
 * year" → "have lived". "since" as "because" ("since it is late") is left alone, and so is a clause already in a
 * perfect or past tense.
 */
export const sincePerfectRule: GrammarRule = ({ text, tokens }) => {
  const findings: Finding[] = [];
  for (const since of tokens) {
    if (since.lower !== 'since' || since.clauseStart || !startingPoint(text, tokens, since)) {
      continue;
    }
    // The clause's verb: the first be-form or listed present within the six words before "since", none of them opening a clause.
    const clause: Token[] = [];
    for (let at = since.index - 1; at >= 0 && since.index - at <= 7; at -= 1) {
      clause.unshift(tokens[at]!);
      if (tokens[at]!.clauseStart) {
        break;
      }
    }
    // "It is the first time since…", "It is ten years since…" are right as they are.
    if (clause.some((token) => ['first', 'only', 'best', 'worst', 'most', 'years', 'months', 'weeks', 'days', 'time', 'ages', 'long'].includes(token.lower))) {
      continue;
    }
    if (clause.some((token) => ['have', 'has', 'had', 'will', 'would', 'was', 'were', 'been', 'did', 'do', 'does', "i've", "we've", "they've", "you've"].includes(token.lower.replace('’', "'")))) {
      continue;
    }
    const verb = clause.find((token) => ['am', 'is', 'are'].includes(token.lower) || CONTRACTED[token.lower.replace('’', "'")] !== undefined || PARTICIPLES[token.lower] !== undefined || THIRD_PERSON[token.lower] !== undefined);
    const subject = verb ? tokens[verb.index - 1] : undefined;
    if (!verb || (verb.clauseStart && CONTRACTED[verb.lower.replace('’', "'")] === undefined)) {
      continue;
    }
    const next = tokens[verb.index + 1];
    const progressive = next !== undefined && next.index < since.index && /ing$/.test(next.lower) && next.lower.length > 4 && adjacent(text, verb, next);
    const contracted = CONTRACTED[verb.lower.replace('’', "'")];
    if (contracted) {
      const end = progressive ? next!.end : verb.end;
      findings.push({ start: verb.start, end, replacement: `${inCaseOf(verb.text, contracted)} been${progressive ? ` ${next!.text}` : ''}`, category: 'grammar', explanation: 'sincePerfect' });
      continue;
    }
    if (!subject || !adjacent(text, subject, verb)) {
      continue;
    }
    const third = verb.lower === 'is' || THIRD_PERSON[verb.lower] !== undefined || ['he', 'she', 'it'].includes(subject.lower);
    const have = third ? 'has' : 'have';
    if (['am', 'is', 'are'].includes(verb.lower)) {
      const end = progressive ? next!.end : verb.end;
      findings.push({ start: verb.start, end, replacement: `${have} been${progressive ? ` ${next!.text}` : ''}`, category: 'grammar', explanation: 'sincePerfect' });
    } else if (PRONOUNS.has(subject.lower) || third) {
      const participle = PARTICIPLES[THIRD_PERSON[verb.lower] ?? verb.lower]!;
      findings.push({ start: verb.start, end: verb.end, replacement: `${have} ${participle}`, category: 'grammar', explanation: 'sincePerfect' });
    }
  }
  return findings;
};
