import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseWav, toMono, writeWav } from './wav.js';
import { frequencyRanks, rankOf } from '../progress/word-frequency.js';
import { loadPronouncingDictionary } from './pronouncing-dictionary.js';
import { grammarWords, readingGrammar } from './reading-grammar.js';
import { commandWorks, runProcess } from './run-process.js';
import { SpeechEngineError, type SpeechToTextEngine, type TranscriptionRequest, type TranscriptionResult } from './speech-engine.js';

/** The pocketsphinx program (Debian `pocketsphinx` 0.8+5prealpha). */
export const POCKETSPHINX_COMMAND = 'pocketsphinx_continuous';
/** Folder of the en-US model (Debian `pocketsphinx-en-us`). */
export const POCKETSPHINX_MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';

/** Options of the pocketsphinx engine. */
export interface PocketsphinxOptions {
  /** Model folder with `en-us/`, `en-us.lm.bin` and `cmudict-en-us.dict`. Default {@link POCKETSPHINX_MODEL_DIR}. */
  modelDir?: string;
  /** Kill pocketsphinx after this long, in ms. Default 30000. */
  timeoutMs?: number;
}

let installed: boolean | undefined;

/** Whether `pocketsphinx_continuous` and its en-US model are installed (checked once). */
export function pocketsphinxInstalled(modelDir = POCKETSPHINX_MODEL_DIR): boolean {
  installed ??=
    existsSync(join(modelDir, 'en-us', 'mdef')) && existsSync(join(modelDir, 'cmudict-en-us.dict')) && commandWorks(POCKETSPHINX_COMMAND);
  return installed;
}

/** Rank of a word among the 10,000 most frequent English words (competitors are drawn from them), infinite beyond. */
function everydayRank(word: string): number {
  const ranks = frequencyRanks('en');
  return ranks ? rankOf(ranks, word) : Number.POSITIVE_INFINITY;
}

/** Local English speech recognition with pocketsphinx: 16 kHz mono, one process per call. */
export function createPocketsphinxEngine(options: PocketsphinxOptions = {}): SpeechToTextEngine {
  const modelDir = options.modelDir ?? POCKETSPHINX_MODEL_DIR;

  return {
    name: 'pocketsphinx',
    languages: () => ['en'],
    async transcribe(request: TranscriptionRequest, signal: AbortSignal): Promise<TranscriptionResult> {
      const audio = parseWav(request.wav);
      if (!audio) {
        throw new SpeechEngineError('pocketsphinx needs 16-bit PCM WAV audio.');
      }
      const folder = await mkdtemp(join(tmpdir(), 'parla-stt-'));
      try {
        const wavPath = join(folder, 'speech.wav');
        await writeFile(wavPath, writeWav(toMono(audio, 16_000)));
        const args = ['-infile', wavPath, '-logfn', '/dev/null', '-dither', 'yes', '-seed', '1', '-hmm', join(modelDir, 'en-us')];
        const grammar = request.expectedText
          ? readingGrammar(grammarWords(request.expectedText), await loadPronouncingDictionary(join(modelDir, 'cmudict-en-us.dict')), everydayRank)
          : null;
        if (grammar) {
          const grammarPath = join(folder, 'reading.gram');
          const dictionaryPath = join(folder, 'reading.dict');
          await writeFile(grammarPath, grammar.jsgf);
          await writeFile(dictionaryPath, grammar.dictionary);
          args.push('-jsgf', grammarPath, '-dict', dictionaryPath);
        } else {
          args.push('-lm', join(modelDir, 'en-us.lm.bin'), '-dict', join(modelDir, 'cmudict-en-us.dict'));
        }
        const { stdout } = await runProcess(POCKETSPHINX_COMMAND, args, { signal, timeoutMs: options.timeoutMs ?? 30_000 });
        const transcript = stdout.toString('utf8').split('\n').map((line) => line.trim()).filter((line) => line.length > 0).join(' ');
        return { transcript, confidence: null };
      } catch (error) {
        if (error instanceof SpeechEngineError) {
          throw error;
        }
        throw new SpeechEngineError('pocketsphinx could not transcribe the audio.', { cause: error });
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },
  };
}
