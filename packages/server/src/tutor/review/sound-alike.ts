import type { LanguageCode } from '@parla/contract';

/**
 * Spellings of one sound that learners confuse, per language, as `written/right` pairs (each also read the other way):
 * consonants voiced or devoiced at the end of a word (Russian "хлеп" → "хлеб", German "Hunt" → "Hund"), Russian
 * vowels after ж ш ч щ ("чяй" → "чай") and unstressed о/а, Spanish b/v, ll/y, c/z/s, g/j and a silent h, Portuguese
 * s/z/ç and x/ch, Polish ż/rz, ó/u and h/ch. A candidate one such swap away sounds like what the learner wrote.
 */
const SOUND_ALIKE: Partial<Record<LanguageCode, readonly (readonly [string, string])[]>> = {
  ru: pairs('б/п в/ф г/к д/т ж/ш з/с о/а е/и чя/ча щя/ща чю/чу щю/щу жы/жи шы/ши'),
  uk: pairs('б/п д/т г/х з/с ж/ш е/и'),
  pl: pairs('b/p d/t g/k w/f z/s ż/sz rz/ż ó/u h/ch'),
  de: pairs('b/p d/t g/k v/f ss/ß s/ß e/ä ie/i'),
  nl: pairs('d/t b/p v/f z/s ei/ij g/ch'),
  es: pairs('b/v ll/y c/z s/z c/s g/j h/ qu/k'),
  pt: pairs('s/z ç/s ss/ç x/ch g/j l/u'),
};

function pairs(list: string): readonly (readonly [string, string])[] {
  return list.split(' ').flatMap((pair) => {
    const [first = '', second = ''] = pair.split('/');
    return [[first, second] as const, [second, first] as const];
  });
}

/** Whether `candidate` is `written` with one sound-alike swap of its language ("хлеп" → "хлеб"), case aside. */
export function soundsAlike(language: LanguageCode, written: string, candidate: string): boolean {
  const word = written.toLocaleLowerCase(language);
  const other = candidate.toLocaleLowerCase(language);
  for (const [from, to] of SOUND_ALIKE[language] ?? []) {
    if (!from) {
      continue;
    }
    for (let at = word.indexOf(from); at >= 0; at = word.indexOf(from, at + 1)) {
      if (word.slice(0, at) + to + word.slice(at + from.length) === other) {
        return true;
      }
    }
  }
  return false;
}
