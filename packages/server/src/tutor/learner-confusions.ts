import type { LanguageCode } from '@parla/contract';

/**
 * Spellings of one sound that learners of each language confuse, as `a/b` pairs read both ways (an empty side is a
 * silent letter, written or dropped at the start of a word, or with `$` at its end: French "chau" → "chaud"): Spanish qu/cu, b/v, ll/y and the silent h ("questa" →
 * "cuesta", "ermano" → "hermano"), Russian and Ukrainian unstressed о written а ("сабак" → "собак"), Ukrainian і/и
 * from Russian, final devoicing (German "Zuk" → "Zug", Russian "хлеп" → "хлеб", Turkish "kitab" → "kitap") and ie/i, Polish ó/u and rz/ż, Italian c/g before i and e… Each pair is a
 * confusion seen in learners' writing, not a general rule of the language.
 */
const CONFUSIONS: Partial<Record<LanguageCode, string>> = {
  en: 'ch/tch k/ck c/k f/ph ei/ie e/ea ee/ea se/ce si/ci z/s i/y w/wh',
  es: 'b/v ll/y y/i c/z s/z c/s c/k g/j j/h qu/k qu/c qu/cu h/',
  fr: 'g/j ge/j d$/t$ s$/x$ d$/ t$/ s$/ x$/ s/z c/s ss/s qu/k qu/c f/ph o/au o/eau é/er é/ez è/ai an/en in/ain ga/gea go/geo',
  de: 'b$/p$ d$/t$ g$/k$ v/f ss/ß s/ß e/ä eu/äu ie/i ei/ie ig$/ich$ z/ts k/ck a/ah e/eh o/oh u/uh ä/äh ö/öh ü/üh',
  it: 'c/ch g/gh c/g c/k ci/c gi/g sc/sci cu/qu q/cq li/gli ni/gn z/zz',
  pt: 's/z ç/s ss/ç c/k qu/c x/ch g/j l/u i/y li/lh ni/nh ã/an ão/am',
  nl: 'd$/t$ b$/p$ v/f z/s ei/ij g/ch ui/uy ou/au sch/sh oe/u ie/i',
  pl: 'b$/p$ d$/t$ g$/k$ w$/f$ z$/s$ ż/sz rz/ż ó/u h/ch ą/on ą/om ę/en ę/em',
  ru: 'б$/п$ в$/ф$ г$/к$ д$/т$ ж$/ш$ з$/с$ жк/шк зк/ск дк/тк бк/пк вк/фк о/а е/и чя/ча щя/ща чю/чу щю/щу жы/жи шы/ши тса/тся',
  uk: 'б$/п$ д$/т$ з$/с$ ж$/ш$ г/х е/и о/а і/и щ/шч є/е ї/і чю/чу щю/щу',
  sv: 'k/ck j/y å/o e/ä ö/ø sj/sch',
  tr: 'b$/p$ d$/t$ c$/ç$',
};

/** One confusion: `from` as written, `to` as meant, `atEnd` when it happens only at the end of a word. */
type Confusion = readonly [from: string, to: string, atEnd: boolean];

/** The pairs of a language, each in both directions; `$` marks a confusion at the end of a word only (devoicing: "хлеп"; before a voiceless consonant it is its own pair: "книшки"). */
const PAIRS = new Map<LanguageCode, readonly Confusion[]>(
  Object.entries(CONFUSIONS).map(([language, list]) => [
    language as LanguageCode,
    list.split(' ').flatMap((pair) => {
      const atEnd = pair.includes('$');
      const [first = '', second = ''] = pair.replaceAll('$', '').split('/');
      return [[first, second, atEnd] as const, [second, first, atEnd] as const];
    }),
  ]),
);

/**
 * The word with one of its language's learner confusions undone, every way ("questa" → "cuesta", "qesta"…; "сабак" →
 * "собак", "сабок"…), lower case. A silent letter is added or dropped only at the start ("ermano" → "hermano").
 */
export function confusionVariants(language: LanguageCode | undefined, word: string): string[] {
  const lower = word.toLocaleLowerCase(language);
  const variants = new Set<string>();
  for (const [from, to, atEnd] of (language && PAIRS.get(language)) || []) {
    if (!from) {
      variants.add(atEnd ? lower + to : to + lower);
      continue;
    }
    for (let at = lower.indexOf(from); at >= 0; at = lower.indexOf(from, at + 1)) {
      if ((to || at === 0) && (!atEnd || at + from.length === lower.length)) {
        variants.add(lower.slice(0, at) + to + lower.slice(at + from.length));
      }
    }
  }
  variants.delete(lower);
  return [...variants];
}

/** Most places of one confusion in a word tried two at a time (six pairs of places). */
const MAX_TWICE_PLACES = 4;

/**
 * The word with one of its language's confusions undone in two places at once, lower case: Russian "гаварю" → "говорю"
 * (both unstressed о written а), Spanish "vevida" → "bebida". Only confusions inside a word (not a silent letter or an
 * ending), at most {@link MAX_TWICE_PLACES} places each.
 */
export function twiceConfusedVariants(language: LanguageCode | undefined, word: string): string[] {
  const lower = word.toLocaleLowerCase(language);
  const variants = new Set<string>();
  for (const [from, to, atEnd] of (language && PAIRS.get(language)) || []) {
    if (!from || !to || atEnd) {
      continue;
    }
    const places: number[] = [];
    for (let at = lower.indexOf(from); at >= 0 && places.length < MAX_TWICE_PLACES; at = lower.indexOf(from, at + from.length)) {
      places.push(at);
    }
    for (const [order, first] of places.entries()) {
      for (const second of places.slice(order + 1)) {
        variants.add(lower.slice(0, first) + to + lower.slice(first + from.length, second) + to + lower.slice(second + from.length));
      }
    }
  }
  variants.delete(lower);
  return [...variants];
}
