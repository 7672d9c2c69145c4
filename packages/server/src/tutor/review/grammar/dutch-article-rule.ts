import type { Finding } from '../finding.js';
import { adjacent, inCaseOf, type GrammarRule } from './grammar-rule.js';

// Dutch "de" and "het" before a singular noun. No Dutch lexicon with genders is installable as text here (Debian's
// Apertium Dutch data ships compiled transducers only; the Hunspell and cspell word lists carry no gender), so: the
// suffixes that decide (a diminutive is always "het"; -heid, -ing, -tie, -teit always "de") and, as data, frequent
// nouns of each kind.

/** Frequent "het" nouns (singular). */
const HET_NOUNS = new Set('huis boek kind meisje water brood bier weer jaar werk land geld eten station restaurant hotel museum bed raam ziekenhuis dorp feest spel woord lied probleem kantoor café concert ontbijt avondeten weekend leven verhaal nieuws gesprek paard vlees fruit ei glas mes bord strand park plein centrum appartement gebouw stuk uur antwoord bedrijf kaartje adres nummer vliegtuig vliegveld kussen hart hoofd gezicht oog been lichaam team idee'.split(' ').filter((word) => word !== 'idee'));

/** Frequent "de" nouns (singular). */
const DE_NOUNS = new Set('man vrouw tafel stoel stad school straat kat hond auto fiets trein bus deur kamer keuken winkel markt koffie thee melk soep rekening week maand dag avond nacht ochtend middag vriend vriendin moeder vader broer zus familie taal vraag krant kerk zon maan zee appel banaan kaas wijn pizza jas broek schoen tas sleutel telefoon computer film muziek les leraar lerares dokter baan tijd regen sneeuw wind winter zomer lente herfst'.split(' '));

/** Suffixes that make a noun "de" (women's and abstract nouns): vrijheid, woning, informatie, universiteit. */
const DE_SUFFIX = /^\p{L}{2,}(heid|ing|tie|teit)$/u;

/** A diminutive, always "het": huisje, kopje, boompje, meisje (not the plural -jes). */
const DIMINUTIVE = /^\p{L}{2,}(je|tje|pje|etje)$/u;

/** Past forms ending like a "de" noun that are verbs: "het ging goed". */
const NOT_NOUNS = new Set(['ging', 'hing', 'ving', 'zing', 'bring', 'spring', 'dwing']);

/**
 * "de" before a "het" noun and the other way round, when the article stands right before the noun: "de huis" → "het
 * huis", "de kopje" → "het kopje", "het vrijheid" → "de vrijheid". "het" that is a pronoun ("het ging goed", "ik vind
 * het leuk") is not followed by a listed noun; words of both genders (de/het idee) are not listed.
 */
export const dutchArticleRule: GrammarRule = ({ text, tokens }) => {
  const findings: Finding[] = [];
  for (const article of tokens) {
    const noun = tokens[article.index + 1];
    if (!noun || !adjacent(text, article, noun) || (article.lower !== 'de' && article.lower !== 'het')) {
      continue;
    }
    const het = HET_NOUNS.has(noun.lower) || DIMINUTIVE.test(noun.lower);
    const de = DE_NOUNS.has(noun.lower) || (DE_SUFFIX.test(noun.lower) && !NOT_NOUNS.has(noun.lower));
    const wanted = het && !de ? 'het' : de && !het ? 'de' : undefined;
    if (wanted !== undefined && wanted !== article.lower) {
      findings.push({ start: article.start, end: article.end, replacement: inCaseOf(article.text, wanted), category: 'agreement', explanation: 'agreement', values: { noun: noun.text } });
    }
  }
  return findings;
};
