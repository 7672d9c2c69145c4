/** Accented forms of each base letter, for accent-insensitive matching ('cafe' → 'café'). */
const ACCENTED: Readonly<Record<string, readonly string[]>> = {
  a: ['á', 'à', 'â', 'ä', 'ã', 'å', 'ą'],
  e: ['é', 'è', 'ê', 'ë', 'ę', 'ė', 'ě'],
  i: ['í', 'ì', 'î', 'ï', 'ı'],
  o: ['ó', 'ò', 'ô', 'ö', 'õ', 'ø'],
  u: ['ú', 'ù', 'û', 'ü', 'ů'],
  y: ['ý', 'ÿ'],
  c: ['ç', 'ć', 'č'],
  n: ['ñ', 'ń', 'ň'],
  s: ['ś', 'š', 'ş'],
  z: ['ź', 'ż', 'ž'],
  l: ['ł'],
  g: ['ğ'],
  r: ['ř'],
  е: ['ё'],
  и: ['й'],
  і: ['ї'],
};

const VOWELS = new Set(['a', 'e', 'i', 'o', 'u', 'y', 'е', 'и', 'і']);

/** Positions with accented forms beyond which two-accent variants are not tried. */
const MAX_POSITIONS_FOR_TWO_ACCENTS = 6;

/** Lower-cases and strips accents: 'Café' → 'cafe'. */
export function foldAccents(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC').toLowerCase();
}

/** Cost of a slip that keeps the word recognisable: a missing or wrong accent, a doubled or undoubled letter, ss for ß. */
const SLIP_COST = 0.25;

/** Letters that learners without the key write as two: ß as ss, ä as ae, œ as oe… */
const SPELLED_OUT: Readonly<Record<string, string>> = { ß: 'ss', ä: 'ae', ö: 'oe', ü: 'ue', œ: 'oe', æ: 'ae' };

/** Each accented letter's base letter, for letters Unicode does not decompose ('ł' → 'l'). */
const BASE_LETTER: ReadonlyMap<string, string> = new Map(Object.entries(ACCENTED).flatMap(([base, accented]) => accented.map((letter) => [letter, base] as const)));

function baseLetter(letter: string): string {
  return BASE_LETTER.get(letter) ?? foldAccents(letter);
}

/** Whether two spellings differ only by accents and other marks on the same letters ('cafe' and 'café', 'jablka' and 'jabłka'), case aside. */
export function differsOnlyByAccents(first: string, second: string): boolean {
  const a = Array.from(first.toLowerCase());
  const b = Array.from(second.toLowerCase());
  return a.length === b.length && a.some((letter, index) => letter !== b[index]) && a.every((letter, index) => baseLetter(letter) === baseLetter(b[index] ?? ''));
}

function substitutionCost(letter: string, replacement: string): number {
  if (letter === replacement) {
    return 0;
  }
  return baseLetter(letter) === baseLetter(replacement) ? SLIP_COST : 1;
}

/**
 * How far apart two spellings of a word are, case-insensitively: an edit distance over code points
 * (insertions, deletions, substitutions and swaps cost 1) in which the slips that leave the same word
 * recognisable cost a quarter: an accent added, dropped or changed ('cafe' → 'café'), a letter doubled
 * or undoubled ('realy' → 'really'), and ß, ä, ö, ü written as ss, ae, oe, ue ('heisse' → 'heiße').
 */
export function spellingDistance(first: string, second: string): number {
  const a = Array.from(first.toLowerCase());
  const b = Array.from(second.toLowerCase());
  const rows: number[][] = Array.from({ length: a.length + 1 }, () => Array.from({ length: b.length + 1 }, () => Number.POSITIVE_INFINITY));
  const at = (row: number, column: number) => rows[row]?.[column] ?? Number.POSITIVE_INFINITY;
  for (let row = 0; row <= a.length; row += 1) {
    const current = rows[row] as number[];
    for (let column = 0; column <= b.length; column += 1) {
      if (row === 0 && column === 0) {
        current[column] = 0;
        continue;
      }
      const letter = a[row - 1] ?? '';
      const target = b[column - 1] ?? '';
      let best = Number.POSITIVE_INFINITY;
      if (row > 0) {
        // Dropping a letter that repeats the one just written is undoubling it.
        best = Math.min(best, at(row - 1, column) + (column > 0 && letter === target ? SLIP_COST : 1));
      }
      if (column > 0) {
        best = Math.min(best, at(row, column - 1) + (row > 0 && target === letter ? SLIP_COST : 1));
      }
      if (row > 0 && column > 0) {
        best = Math.min(best, at(row - 1, column - 1) + substitutionCost(letter, target));
      }
      if (row > 1 && column > 1 && letter === b[column - 2] && a[row - 2] === target) {
        best = Math.min(best, at(row - 2, column - 2) + 1);
      }
      if (row > 1 && column > 0 && SPELLED_OUT[target] === `${a[row - 2] ?? ''}${letter}`) {
        best = Math.min(best, at(row - 2, column - 1) + SLIP_COST);
      }
      if (row > 0 && column > 1 && SPELLED_OUT[letter] === `${b[column - 2] ?? ''}${target}`) {
        best = Math.min(best, at(row - 1, column - 2) + SLIP_COST);
      }
      current[column] = best;
    }
  }
  return at(a.length, b.length);
}

/**
 * The largest spelling distance at which a correction is still the same word misspelt: one edit up to
 * seven letters, one more for every four letters beyond ('understand' is not a misspelt 'underscore').
 */
export function maxSpellingDistance(word: string): number {
  return Math.max(1, Math.floor(Array.from(word).length / 4));
}

/** The word with one (or, for short words, two vowel) letters swapped for an accented form. */
function accentVariants(word: string, twoAccents: boolean): string[] {
  const letters = Array.from(word);
  const positions = letters.flatMap((letter, index) => (ACCENTED[letter] ? [index] : []));
  const variants: string[] = [];
  const replace = (index: number, accented: string, base: string[] = letters) => base.map((letter, at) => (at === index ? accented : letter));
  for (const index of positions) {
    for (const accented of ACCENTED[letters[index] ?? ''] ?? []) {
      variants.push(replace(index, accented).join(''));
    }
  }
  const vowels = positions.filter((index) => VOWELS.has(letters[index] ?? ''));
  if (!twoAccents || vowels.length > MAX_POSITIONS_FOR_TWO_ACCENTS) {
    return variants;
  }
  for (const [order, first] of vowels.entries()) {
    for (const second of vowels.slice(order + 1)) {
      for (const firstAccent of ACCENTED[letters[first] ?? ''] ?? []) {
        for (const secondAccent of ACCENTED[letters[second] ?? ''] ?? []) {
          variants.push(replace(second, secondAccent, replace(first, firstAccent)).join(''));
        }
      }
    }
  }
  return variants;
}

/** The word, the word with one doubled letter made single, and the word with one letter doubled. */
function doublingVariants(word: string): string[] {
  const letters = Array.from(word);
  const variants = [word];
  for (let index = 1; index < letters.length; index += 1) {
    if (letters[index] === letters[index - 1]) {
      variants.push([...letters.slice(0, index), ...letters.slice(index + 1)].join(''));
    }
  }
  for (let index = 0; index < letters.length; index += 1) {
    if (letters[index] !== letters[index + 1]) {
      variants.push([...letters.slice(0, index + 1), ...letters.slice(index)].join(''));
    }
  }
  return [...new Set(variants)];
}

/** The word with ss written ß, or ae, oe, ue written ä, ö, ü: one place at a time, then every place at once. */
function spelledOutVariants(word: string): string[] {
  const variants: string[] = [];
  for (const [letter, spelledOut] of Object.entries(SPELLED_OUT)) {
    let from = word.indexOf(spelledOut);
    while (from >= 0) {
      variants.push(word.slice(0, from) + letter + word.slice(from + spelledOut.length));
      from = word.indexOf(spelledOut, from + 1);
    }
  }
  // Every place at once, the German letters (ä, ö, ü, ß) and the ligatures (œ, æ) apart: no word mixes them.
  const everywhere = (letters: readonly string[]) => Object.entries(SPELLED_OUT).filter(([letter]) => letters.includes(letter)).reduce((text, [letter, spelledOut]) => text.replaceAll(spelledOut, letter), word);
  const all = [everywhere(['ß', 'ä', 'ö', 'ü']), everywhere(['œ', 'æ'])].filter((variant) => variant !== word);
  return [...new Set([...variants, ...all])];
}

/** The word with the e that keeps a g soft before a or o put back, one place at a time ("mangons" → "mangeons"). */
function softGVariants(word: string): string[] {
  return Array.from(word.matchAll(/g(?=[ao])/g), (match) => `${word.slice(0, match.index + 1)}e${word.slice(match.index + 1)}`);
}

function matchCase(original: string, suggestion: string): string {
  const first = original.charAt(0);
  if (first !== first.toLowerCase() && suggestion.charAt(0) === suggestion.charAt(0).toLowerCase()) {
    return suggestion.charAt(0).toUpperCase() + suggestion.slice(1);
  }
  return suggestion;
}

/**
 * The correct words a misspelt word is one slip away from, in a fixed order: an accent or two
 * ('electricite' → 'électricité'), a doubled or undoubled letter with an accent ('caffe' → 'café'),
 * ss for ß or ae for ä ('heisse' → 'heiße'), the e of a soft g ('mangons' → 'mangeons'), and in Turkish (`language`
 * 'tr') any of its letters typed plain ('tesekkur' → 'teşekkür'). A capitalised word may also match with its capital ('Fuss' → 'Fuß').
 */
export function slipCorrections(word: string, isCorrect: (candidate: string) => boolean, language?: string): string[] {
  const lower = word.toLowerCase();
  const capitalised = word.charAt(0) !== word.charAt(0).toLowerCase();
  const tried = new Set<string>([lower]);
  const found: string[] = [];
  const consider = (candidate: string) => {
    if (tried.has(candidate)) {
      return;
    }
    tried.add(candidate);
    if (isCorrect(candidate)) {
      found.push(candidate);
    } else if (capitalised && isCorrect(matchCase(word, candidate))) {
      found.push(matchCase(word, candidate));
    }
  };
  for (const variant of doublingVariants(lower)) {
    for (const candidate of [variant, ...accentVariants(variant, variant === lower)]) {
      consider(candidate);
    }
  }
  for (const candidate of [...spelledOutVariants(lower), ...softGVariants(lower), ...(language === 'tr' ? turkishLetterVariants(lower) : [])]) {
    consider(candidate);
  }
  return found;
}

/** Turkish letters and the plain ones a keyboard without them gives instead. */
const TURKISH_LETTERS: Readonly<Record<string, string>> = { c: 'ç', g: 'ğ', i: 'ı', o: 'ö', s: 'ş', u: 'ü' };

/** Most plain letters a Turkish word is tried with all its Turkish letters for (2⁸ spellings). */
const MAX_TURKISH_POSITIONS = 8;

/**
 * A Turkish word typed without its letters, every way back ("tesekkur" → "teşekkür", "ogrenciyim" → "öğrenciyim"):
 * each c, g, i, o, s, u plain or Turkish.
 */
function turkishLetterVariants(word: string): string[] {
  const letters = Array.from(word);
  const positions = letters.flatMap((letter, index) => (TURKISH_LETTERS[letter] ? [index] : []));
  if (positions.length === 0 || positions.length > MAX_TURKISH_POSITIONS) {
    return [];
  }
  const variants: string[] = [];
  for (let mask = 1; mask < 1 << positions.length; mask += 1) {
    const variant = [...letters];
    positions.forEach((position, bit) => {
      if (mask & (1 << bit)) {
        variant[position] = TURKISH_LETTERS[letters[position] ?? ''] ?? '';
      }
    });
    variants.push(variant.join(''));
  }
  return variants;
}
