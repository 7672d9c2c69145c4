// The spell-checking worker thread: builds Hunspell dictionaries (WebAssembly Hunspell) lazily,
// one per language, and answers `SpellCheckRequest`s, so no dictionary work runs on the server's
// event loop. Started by `createSpellChecker`; built to `dist/spell-worker.js`.
import { parentPort } from 'node:worker_threads';
import { loadModule, type Hunspell, type HunspellFactory } from 'hunspell-asm';
import type { LanguageCode } from '@parla/contract';
import { bestSuggestion } from './best-suggestion.js';
import { DICTIONARY_LOADERS } from './hunspell-dictionaries.js';
import type { SpellCheckRequest, SpellCheckResponse, SpellingMistake } from './spell-check-protocol.js';

let factory: Promise<HunspellFactory> | undefined;
const dictionaries = new Map<LanguageCode, Promise<Hunspell>>();

async function buildDictionary(language: LanguageCode): Promise<Hunspell> {
  const load = DICTIONARY_LOADERS[language];
  if (!load) {
    throw new Error(`no dictionary for ${language}`);
  }
  factory ??= loadModule();
  const [hunspell, { default: dictionary }] = await Promise.all([factory, load()]);
  const affPath = hunspell.mountBuffer(dictionary.aff, `${language}.aff`);
  const dicPath = hunspell.mountBuffer(dictionary.dic, `${language}.dic`);
  return hunspell.create(affPath, dicPath);
}

function dictionaryFor(language: LanguageCode): Promise<Hunspell> {
  let dictionary = dictionaries.get(language);
  if (!dictionary) {
    dictionary = buildDictionary(language);
    dictionaries.set(language, dictionary);
  }
  return dictionary;
}

async function check(request: SpellCheckRequest): Promise<SpellingMistake[]> {
  const dictionary = await dictionaryFor(request.language);
  const isCorrect = (word: string) => dictionary.spell(word);
  const mistakes: SpellingMistake[] = [];
  for (const word of request.words) {
    if (mistakes.length >= request.max) {
      break;
    }
    if (isCorrect(word) || isCorrect(word.toLowerCase())) {
      continue;
    }
    mistakes.push({ word, suggestion: bestSuggestion(word, isCorrect, (misspelt) => dictionary.suggest(misspelt)) });
  }
  return mistakes;
}

parentPort?.on('message', (request: SpellCheckRequest) => {
  const reply = (response: SpellCheckResponse) => parentPort?.postMessage(response);
  check(request).then(
    (mistakes) => reply({ id: request.id, language: request.language, mistakes }),
    (error: unknown) => reply({ id: request.id, language: request.language, error: error instanceof Error ? error.message : String(error) }),
  );
});
