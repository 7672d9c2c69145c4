import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseWav, toMono, writeWav } from './wav.js';
import { commandWorks, runProcess } from './run-process.js';
import { SpeechEngineError, type SpeechToTextEngine, type TranscriptionRequest, type TranscriptionResult } from './speech-engine.js';

/** The pocketsphinx program (Debian `pocketsphinx` 0.8+5prealpha). */
export const POCKETSPHINX_COMMAND = 'pocketsphinx_continuous';
/** Folder of the en-US model (Debian `pocketsphinx-en-us`). */
export const POCKETSPHINX_MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';

/**
 * Everyday words a reading may contain instead of a word of the reference. With a reference, recognition runs on a
 * grammar "each reference word, in order, or one of these, or nothing", so a faithful reading is recognised reliably
 * and a different word comes out as a different word.
 */
const FILLER_WORDS = [
  'time', 'day', 'man', 'good', 'new', 'old', 'house', 'car', 'water', 'food', 'way', 'work', 'home', 'hand', 'eye',
  'life', 'world', 'school', 'night', 'room', 'money', 'book', 'door', 'friend', 'city', 'road', 'week', 'year', 'yes', 'no',
];

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
    existsSync(join(modelDir, 'en-us', 'mdef')) && existsSync(join(modelDir, 'cmudict-en-us.dict')) && commandWorks('sh', ['-c', `command -v ${POCKETSPHINX_COMMAND}`]);
  return installed;
}

/** Lower-case words of a text that a JSGF grammar can hold. */
function grammarWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z']+/)
    .map((word) => word.replace(/^'+|'+$/g, ''))
    .filter((word) => /^[a-z]+$/.test(word));
}

/** Builds the reading grammar: each reference word in order, or a filler word, or nothing. */
export function readingGrammar(referenceWords: readonly string[], dictionary: ReadonlySet<string>): string | null {
  const words = referenceWords.filter((word) => dictionary.has(word));
  if (words.length === 0) {
    return null;
  }
  const fillers = FILLER_WORDS.filter((word) => !words.includes(word) && dictionary.has(word));
  const slots = words.map((word) => `[ ${word} | <filler> ]`).join(' ');
  return `#JSGF V1.0;\ngrammar reading;\npublic <reading> = ${slots} ;\n<filler> = ${fillers.join(' | ')} ;\n`;
}

/** Local English speech recognition with pocketsphinx: 16 kHz mono, one process per call. */
export function createPocketsphinxEngine(options: PocketsphinxOptions = {}): SpeechToTextEngine {
  const modelDir = options.modelDir ?? POCKETSPHINX_MODEL_DIR;
  let dictionary: Promise<Set<string>> | undefined;
  const loadDictionary = () => {
    dictionary ??= readFile(join(modelDir, 'cmudict-en-us.dict'), 'utf8').then(
      (text) => new Set(text.split('\n').map((line) => line.split(/[\s(]/)[0] ?? '')),
    );
    return dictionary;
  };

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
        const args = ['-infile', wavPath, '-logfn', '/dev/null', '-dither', 'yes', '-seed', '1', '-hmm', join(modelDir, 'en-us'), '-dict', join(modelDir, 'cmudict-en-us.dict')];
        const grammar = request.expectedText ? readingGrammar(grammarWords(request.expectedText), await loadDictionary()) : null;
        if (grammar) {
          const grammarPath = join(folder, 'reading.gram');
          await writeFile(grammarPath, grammar);
          args.push('-jsgf', grammarPath);
        } else {
          args.push('-lm', join(modelDir, 'en-us.lm.bin'));
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
