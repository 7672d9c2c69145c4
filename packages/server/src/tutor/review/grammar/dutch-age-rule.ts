import { ageRule } from './age-rule.js';
import type { GrammarRule } from './grammar-rule.js';

const UNITS = ['een', 'twee', 'drie', 'vier', 'vijf', 'zes', 'zeven', 'acht', 'negen'];
const TENS = ['twintig', 'dertig', 'veertig', 'vijftig', 'zestig', 'zeventig', 'tachtig', 'negentig'];
const NUMBERS = new Set([...UNITS, 'tien', 'elf', 'twaalf', 'dertien', 'veertien', 'vijftien', 'zestien', 'zeventien', 'achttien', 'negentien', ...TENS, ...TENS.flatMap((ten) => UNITS.map((unit) => `${unit}${/e$/.test(unit) ? 'ën' : 'en'}${ten}`))]);

const haveForAge = ageRule({ swap: { heb: 'ben', hebt: 'bent', heeft: 'is', hebben: 'zijn' }, numbers: NUMBERS, years: new Set(['jaar']) });

/**
 * Age with "zijn", not "hebben": "Ik heb twintig jaar" → "Ik ben twintig jaar", "Zij heeft 30 jaar oud" → "is". Only
 * when the years end the clause or "oud" follows ("Ik heb twintig jaar gewerkt" is right: twenty years of work).
 */
export const dutchAgeRule: GrammarRule = (input) =>
  haveForAge(input).filter((finding) => {
    const years = input.tokens.find((token) => token.start > finding.end && token.lower === 'jaar');
    const after = years ? input.tokens[years.index + 1] : undefined;
    return years !== undefined && (!after || after.clauseStart || after.lower === 'oud' || /[,.;!?]/.test(input.text.slice(years.end, after.start)));
  });
