import type { Finding } from '../finding.js';
import type { Token } from '../review-tokens.js';
import { FRENCH_NOUNS, ITALIAN_NOUNS } from '../lexicon/noun-genders.js';
import { frenchPlural, italianPlural, nounLexicon, type Gender, type NounForm } from '../lexicon/noun-lexicon.js';
import { type GrammarRule } from './grammar-rule.js';

// With "to be" as the auxiliary, the participle agrees with the subject. The subject pronouns are handled in the
// languages' rules; here a noun subject opening the clause, its gender and number read from its determiner (and the
// noun lexicon where the determiner does not show the gender): "Le mie amiche sono arrivati" → "arrivate", "Les
// filles sont allé" → "allées", "Ma mère est parti" → "partie". A subject with a name or a noun of unknown gender is
// left alone.

type Agreement = { gender: Gender | undefined; plural: boolean };

interface ParticipleData {
  /** Determiners and what they show (gender undefined: the noun decides). */
  determiners: Readonly<Record<string, Agreement>>;
  nouns: ReadonlyMap<string, NounForm>;
  /** Forms of "to be" and whether they are plural. */
  auxiliaries: Readonly<Record<string, boolean>>;
  /** Masculine singular participles of the verbs that take "to be". */
  participles: readonly string[];
  /** The participle's four forms from its masculine singular. */
  forms: (participle: string) => Readonly<Record<'ms' | 'fs' | 'mp' | 'fp', string>>;
  /** Words that may stand between the auxiliary and the participle. */
  between: ReadonlySet<string>;
}

/** The subject noun phrase ending right before `auxiliary`: determiners opening the clause, then one noun. */
function subjectOf(tokens: readonly Token[], auxiliary: Token, data: ParticipleData): Agreement | undefined {
  const noun = tokens[auxiliary.index - 1];
  if (!noun || noun.clauseStart) {
    return undefined;
  }
  const determiners = [tokens[noun.index - 2], tokens[noun.index - 1]].filter((token): token is Token => token !== undefined && data.determiners[token.lower] !== undefined);
  const first = determiners[0];
  if (!first || !first.clauseStart || determiners.at(-1)?.index !== noun.index - 1) {
    return undefined;
  }
  const shown = determiners.map((token) => data.determiners[token.lower]!);
  const plural = shown.some((agreement) => agreement.plural);
  const known = data.nouns.get(noun.lower);
  const gender = shown.find((agreement) => agreement.gender !== undefined)?.gender ?? known?.gender;
  return gender === undefined ? undefined : { gender, plural };
}

function participleAgreementRule(data: ParticipleData): GrammarRule {
  const byForm = new Map<string, string>();
  for (const participle of data.participles) {
    for (const form of Object.values(data.forms(participle))) {
      byForm.set(form, participle);
    }
  }
  return ({ tokens }) => {
    const findings: Finding[] = [];
    for (const auxiliary of tokens) {
      const plural = data.auxiliaries[auxiliary.lower];
      if (plural === undefined) {
        continue;
      }
      let at = auxiliary.index + 1;
      while (tokens[at] && data.between.has(tokens[at]!.lower) && at - auxiliary.index <= 3) {
        at += 1;
      }
      const participle = tokens[at];
      const lemma = participle ? byForm.get(participle.lower) : undefined;
      const subject = subjectOf(tokens, auxiliary, data);
      if (!participle || lemma === undefined || !subject || subject.plural !== plural) {
        continue;
      }
      const wanted = data.forms(lemma)[`${subject.gender === 'f' ? 'f' : 'm'}${subject.plural ? 'p' : 's'}`];
      if (wanted !== participle.lower) {
        const noun = tokens[auxiliary.index - 1]!;
        findings.push({ start: participle.start, end: participle.end, replacement: wanted, category: 'agreement', explanation: 'agreement', values: { noun: noun.text } });
      }
    }
    return findings;
  };
}

const m = (plural: boolean): Agreement => ({ gender: 'm', plural });
const f = (plural: boolean): Agreement => ({ gender: 'f', plural });
const either = (plural: boolean): Agreement => ({ gender: undefined, plural });

/** Italian: "Le mie amiche sono arrivati" → "arrivate", "Mia sorella è partito" → "partita". */
export const italianParticipleSubjectRule = participleAgreementRule({
  determiners: { il: m(false), lo: m(false), la: f(false), un: m(false), uno: m(false), una: f(false), i: m(true), gli: m(true), le: f(true), mio: m(false), mia: f(false), miei: m(true), mie: f(true), tuo: m(false), tua: f(false), tuoi: m(true), tue: f(true), suo: m(false), sua: f(false), suoi: m(true), sue: f(true), nostro: m(false), nostra: f(false), nostri: m(true), nostre: f(true), questo: m(false), questa: f(false), questi: m(true), queste: f(true) },
  nouns: nounLexicon(ITALIAN_NOUNS, italianPlural),
  auxiliaries: { è: false, sono: true, siamo: true, siete: true },
  participles: 'andato venuto arrivato partito uscito stato nato rimasto tornato caduto diventato morto entrato ritornato'.split(' '),
  forms: (participle) => ({ ms: participle, fs: `${participle.slice(0, -1)}a`, mp: `${participle.slice(0, -1)}i`, fp: `${participle.slice(0, -1)}e` }),
  between: new Set(['già', 'appena', 'ancora', 'sempre', 'mai', 'non', 'anche']),
});

/** French: "Les filles sont allé" → "allées", "Ma mère est parti" → "partie". */
export const frenchParticipleSubjectRule = participleAgreementRule({
  determiners: { le: m(false), la: f(false), un: m(false), une: f(false), les: either(true), des: either(true), mon: either(false), ma: f(false), mes: either(true), ton: either(false), ta: f(false), tes: either(true), son: either(false), sa: f(false), ses: either(true), notre: either(false), nos: either(true), votre: either(false), vos: either(true), leur: either(false), leurs: either(true), ce: m(false), cet: m(false), cette: f(false), ces: either(true) },
  nouns: nounLexicon(FRENCH_NOUNS, frenchPlural),
  auxiliaries: { est: false, sont: true },
  participles: 'allé venu parti arrivé né resté tombé entré sorti monté descendu rentré retourné devenu revenu'.split(' '),
  forms: (participle) => ({ ms: participle, fs: `${participle}e`, mp: `${participle}s`, fp: `${participle}es` }),
  between: new Set(['pas', 'jamais', 'déjà', 'bien', 'encore', 'aussi', 'vraiment']),
});
