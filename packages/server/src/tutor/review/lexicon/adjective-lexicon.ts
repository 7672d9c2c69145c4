import type { Gender, NumberValue } from './noun-lexicon.js';

/** An adjective's four forms (masculine and feminine, singular and plural). */
export interface AdjectiveForms {
  ms: string;
  fs: string;
  mp: string;
  fp: string;
}

/** The form of an adjective for a gender and number. */
export function adjectiveFormFor(forms: AdjectiveForms, gender: Gender, number: NumberValue): string {
  const feminine = gender === 'f';
  if (number === 'p') {
    return feminine ? forms.fp : forms.mp;
  }
  return feminine ? forms.fs : forms.ms;
}

/** Spanish: -o four forms, -és/-án/-ón/-or add -a for the feminine, others two forms. */
export function spanishAdjective(ms: string): AdjectiveForms {
  if (ms.endsWith('o')) {
    const stem = ms.slice(0, -1);
    return { ms, fs: `${stem}a`, mp: `${ms}s`, fp: `${stem}as` };
  }
  const nationality = /(és|án|ón|ol)$/.exec(ms);
  if (nationality) {
    const plain = ms.replace(/é(s)$/, 'e$1').replace(/á(n)$/, 'a$1').replace(/ó(n)$/, 'o$1');
    return { ms, fs: `${plain}a`, mp: `${plain}es`, fp: `${plain}as` };
  }
  if (ms.endsWith('e')) {
    return { ms, fs: ms, mp: `${ms}s`, fp: `${ms}s` };
  }
  const plural = ms.endsWith('z') ? `${ms.slice(0, -1)}ces` : `${ms.replace(/í(l)$/, 'i$1')}es`;
  return { ms, fs: ms, mp: plural, fp: plural };
}

/** Portuguese: -o four forms, -ês adds -a, -l → -is, -e two forms. */
export function portugueseAdjective(ms: string): AdjectiveForms {
  if (ms.endsWith('o')) {
    const stem = ms.slice(0, -1);
    return { ms, fs: `${stem}a`, mp: `${ms}s`, fp: `${stem}as` };
  }
  if (ms.endsWith('ês')) {
    const stem = ms.slice(0, -2);
    return { ms, fs: `${stem}esa`, mp: `${stem}eses`, fp: `${stem}esas` };
  }
  if (ms.endsWith('ão')) {
    const stem = ms.slice(0, -2);
    return { ms, fs: `${stem}ã`, mp: `${stem}ães`, fp: `${stem}ãs` };
  }
  if (ms.endsWith('vel')) {
    const plural = `${ms.slice(0, -3)}veis`;
    return { ms, fs: ms, mp: plural, fp: plural };
  }
  if (ms.endsWith('ol')) {
    return { ms, fs: `${ms}a`, mp: `${ms.slice(0, -2)}óis`, fp: `${ms}as` };
  }
  if (ms.endsWith('l')) {
    const plural = ms.endsWith('il') ? `${ms.slice(0, -2)}eis` : `${ms.slice(0, -1)}is`;
    return { ms, fs: ms, mp: plural, fp: plural };
  }
  if (ms.endsWith('m')) {
    const plural = `${ms.slice(0, -1)}ns`;
    return { ms, fs: ms, mp: plural, fp: plural };
  }
  const plural = ms.endsWith('e') ? `${ms}s` : `${ms}es`;
  return { ms, fs: ms, mp: plural, fp: plural };
}

/** Italian: -o four forms (-io → -i, -ico → -ici, other -co/-go → -chi/-ghi), -e two forms, others invariable. */
export function italianAdjective(ms: string): AdjectiveForms {
  if (ms.endsWith('io')) {
    const stem = ms.slice(0, -1);
    return { ms, fs: `${stem}a`, mp: stem, fp: `${stem}e` };
  }
  if (/[cg]o$/.test(ms)) {
    // -ico → -ici (simpatici), other -co/-go → -chi/-ghi (stanchi, lunghi); the feminine plural is always -che/-ghe.
    const stem = ms.slice(0, -1);
    const hard = `${stem}h`;
    return { ms, fs: `${stem}a`, mp: /ico$/.test(ms) ? `${stem}i` : `${hard}i`, fp: `${hard}e` };
  }
  if (ms.endsWith('o')) {
    const stem = ms.slice(0, -1);
    return { ms, fs: `${stem}a`, mp: `${stem}i`, fp: `${stem}e` };
  }
  if (ms.endsWith('e')) {
    const plural = `${ms.slice(0, -1)}i`;
    return { ms, fs: ms, mp: plural, fp: plural };
  }
  return { ms, fs: ms, mp: ms, fp: ms };
}

/** French: `masc` or `masc/fem`; plural adds -s (nothing after s or x; -eau → -eaux; -eux stays). */
export function frenchAdjective(entry: string): AdjectiveForms {
  const [ms = '', written] = entry.split('/');
  const fs = written ?? (ms.endsWith('e') ? ms : `${ms}e`);
  const mp = /[sx]$/.test(ms) ? ms : ms.endsWith('eau') ? `${ms}x` : `${ms}s`;
  return { ms, fs, mp, fp: `${fs}s` };
}

/** What an adjective form can be: its forms and the genders and numbers it fits. */
export interface AdjectiveMatch {
  forms: AdjectiveForms;
  fits: { gender: Gender; number: NumberValue }[];
}

/** Builds the form → adjective map from a word list and the language's inflection. */
export function adjectiveLexicon(words: string, inflect: (entry: string) => AdjectiveForms | undefined): ReadonlyMap<string, AdjectiveMatch> {
  const lexicon = new Map<string, AdjectiveMatch>();
  for (const entry of words.split(/\s+/).filter(Boolean)) {
    const forms = inflect(entry);
    if (!forms) {
      continue;
    }
    for (const [key, form] of Object.entries(forms) as [keyof AdjectiveForms, string][]) {
      const match: AdjectiveMatch = lexicon.get(form) ?? { forms, fits: [] };
      if (match.forms !== forms) {
        continue;
      }
      match.fits.push({ gender: key.startsWith('f') ? 'f' : 'm', number: key.endsWith('p') ? 'p' : 's' });
      lexicon.set(form, match);
    }
  }
  return lexicon;
}
