import type { NounGenders } from './noun-genders.js';

/** Grammatical gender. */
export type Gender = 'm' | 'f' | 'n';

/** Grammatical number. */
export type NumberValue = 's' | 'p';

/** What a noun form is. */
export interface NounForm {
  lemma: string;
  gender: Gender;
  /** The numbers the form can be (both for 'lunes', 'pays'). */
  numbers: NumberValue[];
  /** The singular and plural forms. */
  singular: string;
  plural: string;
}

/** How a language makes a regular plural. */
export type PluralRule = (singular: string) => string;

/** Spanish: -s after a vowel, -es after a consonant, z → ces; a final stressed -ón, -és, -én loses its accent. */
export const spanishPlural: PluralRule = (word) => {
  if (/[aeiouáéó]$/.test(word)) {
    return `${word}s`;
  }
  if (word.endsWith('z')) {
    return `${word.slice(0, -1)}ces`;
  }
  if (/s$/.test(word) && !/[áéíóú]s$/.test(word)) {
    return word;
  }
  return `${word.replace(/ó(n)$/, 'o$1').replace(/é([ns])$/, 'e$1').replace(/á(n)$/, 'a$1').replace(/í(n)$/, 'i$1')}es`;
};

/** Portuguese: -s after a vowel, -l → -is, -m → -ns, -r/-z/-s → -es. */
export const portuguesePlural: PluralRule = (word) => {
  if (/[aeiouáéóêôãõ]$/.test(word)) {
    return `${word}s`;
  }
  if (word.endsWith('m')) {
    return `${word.slice(0, -1)}ns`;
  }
  if (word.endsWith('l')) {
    return `${word.slice(0, -1)}is`;
  }
  if (word.endsWith('s')) {
    return word;
  }
  return `${word}es`;
};

/** Italian: -o, -e → -i, -a → -e; words ending in an accented vowel or a consonant do not change. */
export const italianPlural: PluralRule = (word) => {
  if (/[àèéìòù]$|[^aeiou]$/.test(word)) {
    return word;
  }
  if (word.endsWith('a')) {
    return `${word.slice(0, -1)}e`;
  }
  return `${word.slice(0, -1)}i`;
};

/** French: -s, nothing after s, x, z; -eau → -eaux, -al → -aux. */
export const frenchPlural: PluralRule = (word) => {
  if (/[sxz]$/.test(word)) {
    return word;
  }
  if (/eau$/.test(word)) {
    return `${word}x`;
  }
  return `${word}s`;
};

/** German: plurals are not derived (only singular forms are looked up). */
export const noPlural: PluralRule = () => '';

/** Builds the form → noun map of a language from its genders and plural rule. */
export function nounLexicon(genders: NounGenders, plural: PluralRule): ReadonlyMap<string, NounForm> {
  const forms = new Map<string, NounForm>();
  for (const gender of ['m', 'f', 'n'] as const) {
    for (const entry of (genders[gender] ?? '').split(/\s+/).filter(Boolean)) {
      const [singular = '', written] = entry.split('/');
      const pluralForm = written ?? plural(singular);
      const noun: NounForm = { lemma: singular, gender, numbers: singular === pluralForm ? ['s', 'p'] : ['s'], singular, plural: pluralForm };
      const key = gender === 'n' || /^\p{Lu}/u.test(singular) ? singular : singular.toLowerCase();
      forms.set(key, noun);
      if (pluralForm && pluralForm !== singular) {
        forms.set(pluralForm, { ...noun, numbers: ['p'] });
      }
    }
  }
  return forms;
}
