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

function collapseDoubles(word: string): string {
  return word.replace(/(\p{L})\1+/gu, '$1');
}

/** Optimal-string-alignment distance (insertions, deletions, substitutions, swaps) between code points. */
export function editDistance(first: string, second: string): number {
  const a = Array.from(first);
  const b = Array.from(second);
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, row) => Array.from({ length: b.length + 1 }, (_, column) => (row === 0 ? column : column === 0 ? row : 0)));
  for (let row = 1; row <= a.length; row += 1) {
    for (let column = 1; column <= b.length; column += 1) {
      const cost = a[row - 1] === b[column - 1] ? 0 : 1;
      const current = rows[row] as number[];
      const previous = rows[row - 1] as number[];
      let best = Math.min((previous[column] ?? 0) + 1, (current[column - 1] ?? 0) + 1, (previous[column - 1] ?? 0) + cost);
      if (row > 1 && column > 1 && a[row - 1] === b[column - 2] && a[row - 2] === b[column - 1]) {
        best = Math.min(best, (rows[row - 2]?.[column - 2] ?? 0) + 1);
      }
      current[column] = best;
    }
  }
  return rows[a.length]?.[b.length] ?? 0;
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

/** How close a candidate is: accent-insensitive match first, then doubled or dropped letters, then edit distance. */
function closeness(word: string, candidate: string): [number, number] {
  const lower = candidate.toLowerCase();
  const tier = foldAccents(lower) === foldAccents(word) ? 0 : collapseDoubles(foldAccents(lower)) === collapseDoubles(foldAccents(word)) ? 1 : 2;
  return [tier + (/\s/.test(candidate) ? 1 : 0), editDistance(word, lower)];
}

function matchCase(original: string, suggestion: string): string {
  const first = original.charAt(0);
  if (first !== first.toLowerCase() && suggestion.charAt(0) === suggestion.charAt(0).toLowerCase()) {
    return suggestion.charAt(0).toUpperCase() + suggestion.slice(1);
  }
  return suggestion;
}

/**
 * The one closest correct word for a misspelt word, deterministically: accent and doubled-letter
 * variants the dictionary accepts ('caffe' → 'café') win; otherwise the dictionary's suggestions
 * ranked by closeness, ties kept in the dictionary's order.
 */
export function bestSuggestion(word: string, isCorrect: (candidate: string) => boolean, suggest: (word: string) => string[]): string | undefined {
  const lower = word.toLowerCase();
  const generated: string[] = [];
  for (const variant of doublingVariants(lower)) {
    for (const candidate of [variant, ...accentVariants(variant, variant === lower)]) {
      if (candidate !== lower && !generated.includes(candidate) && isCorrect(candidate)) {
        generated.push(candidate);
      }
    }
  }
  const candidates = generated.length > 0 ? generated : suggest(word).filter((candidate) => candidate.toLowerCase() !== lower);
  let best: { candidate: string; score: [number, number] } | undefined;
  for (const candidate of candidates) {
    const score = closeness(lower, candidate);
    if (!best || score[0] < best.score[0] || (score[0] === best.score[0] && score[1] < best.score[1])) {
      best = { candidate, score };
    }
  }
  return best ? matchCase(word, best.candidate) : undefined;
}
