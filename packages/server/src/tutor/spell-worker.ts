// The spell-checking worker thread: builds Hunspell dictionaries (WebAssembly Hunspell) lazily,
// one per language, and answers `SpellCheckRequest`s, so no dictionary work runs on the server's
// event loop. Started by `createSpellChecker`; built to `dist/spell-worker.js`.
import { parentPort } from 'node:worker_threads';
import { loadModule, type Hunspell, type HunspellFactory } from 'hunspell-asm';
import type { LanguageCode } from '@parla/contract';
import { slipCorrections } from './best-suggestion.js';
import { DICTIONARY_LOADERS } from './hunspell-dictionaries.js';
import { rankSuggestion } from './rank-suggestion.js';
import { readsAsLanguage } from './reads-as-language.js';
import { frequencyRank } from './review/frequency-spellings.js';
import type { SpellCheckRequest, SpellCheckResponse, SpellingReport } from './spell-check-protocol.js';

let factory: Promise<HunspellFactory> | undefined;

/** Messages with at most this many words of three letters or more are judged with confident edits too (see `check`). */
const FEW_WORDS = 4;
const spellers = new Map<LanguageCode, Promise<Speller>>();

/** A language's dictionaries as one: a word is correct in any of its variants, suggestions come from each in turn. */
interface Speller {
  spell(word: string): boolean;
  suggest(word: string): string[];
}

async function buildSpeller(language: LanguageCode): Promise<Speller> {
  const loaders = DICTIONARY_LOADERS[language];
  if (!loaders) {
    throw new Error(`no dictionary for ${language}`);
  }
  factory ??= loadModule();
  const [hunspell, ...dictionaries] = await Promise.all([factory, ...loaders.map((load) => load())]);
  const variants: Hunspell[] = dictionaries.map(({ default: dictionary }, index) =>
    hunspell.create(hunspell.mountBuffer(dictionary.aff, `${language}-${index}.aff`), hunspell.mountBuffer(dictionary.dic, `${language}-${index}.dic`)),
  );
  return {
    spell: (word) => variants.some((variant) => variant.spell(word)),
    suggest: (word) => [...new Set(variants.flatMap((variant) => variant.suggest(word)))],
  };
}

function spellerFor(language: LanguageCode): Promise<Speller> {
  let speller = spellers.get(language);
  if (!speller) {
    speller = buildSpeller(language);
    spellers.set(language, speller);
  }
  return speller;
}

async function check(request: SpellCheckRequest): Promise<SpellingReport> {
  const speller = await spellerFor(request.language);
  const isCorrect = (word: string) => speller.spell(word);
  const isMisspelt = (word: string) => !isCorrect(word) && !isCorrect(word.toLowerCase());
  // In a message of a few words one misspelt word is half the evidence: there a word a confident edit away from a
  // known one counts as known too ("Я люблю малоко" is Russian with a slip, "i dont understand" is not French).
  const few = request.words.filter((word) => Array.from(word).length >= 3).length <= FEW_WORDS;
  // Suggestions are slow (hundreds of ms a word in some dictionaries): each word's is worked out once.
  const rankings = new Map<string, ReturnType<typeof rankSuggestion>>();
  // Which of the candidates a learner most likely meant: the language's frequency list, read once per worker.
  const rank = (candidate: string) => frequencyRank(request.language, candidate);
  const ranking = (word: string) => {
    if (!rankings.has(word)) {
      rankings.set(word, rankSuggestion(word, isCorrect, (misspeltWord) => speller.suggest(misspeltWord), { language: request.language, rank }));
    }
    return rankings.get(word);
  };
  const closeToKnown = (word: string) => {
    const ranked = ranking(word);
    return ranked !== undefined && (ranked.confidence !== 'guess' || ranked.alternatives?.length === 1);
  };
  const isKnown = (word: string) => !isMisspelt(word) || slipCorrections(word, isCorrect, request.language).length > 0 || (few && closeToKnown(word));
  // Most words unknown: the learner wrote in another language, and its words are not misspelt ones of this one.
  // A name belongs to no language: "Mi chiamo Brandon" is Italian however unknown "Brandon" is.
  const names = new Set(request.names ?? []);
  if (!readsAsLanguage(request.words.filter((word) => !names.has(word)), isKnown)) {
    return { mistakes: [], otherLanguage: true };
  }
  const misspelt = request.words.filter(isMisspelt).slice(0, request.max);
  const mistakes = misspelt.map((word) => {
    const ranked = ranking(word);
    if (!ranked) {
      return { word, suggestion: undefined };
    }
    return ranked.alternatives ? { word, suggestion: ranked.suggestion, confidence: ranked.confidence, alternatives: ranked.alternatives } : { word, suggestion: ranked.suggestion, confidence: ranked.confidence };
  });
  return { mistakes, otherLanguage: false };
}

parentPort?.on('message', (request: SpellCheckRequest) => {
  const reply = (response: SpellCheckResponse) => parentPort?.postMessage(response);
  check(request).then(
    (report) => reply({ id: request.id, language: request.language, ...report }),
    (error: unknown) => reply({ id: request.id, language: request.language, error: error instanceof Error ? error.message : String(error) }),
  );
});
