import { runProcess } from '../src/speech/run-process.js';
import { parseWav, toMono, writeWav, type PcmAudio } from '../src/speech/wav.js';

/** Speech of `text` by espeak-ng (`-v en-us` unless told), resampled to 16 kHz mono, as base64 WAV. */
export async function espeakSpeech(text: string, voice = 'en-us'): Promise<string> {
  const { stdout } = await runProcess('espeak-ng', ['--stdout', '-v', voice], { input: text });
  const audio = parseWav(new Uint8Array(stdout));
  if (!audio) {
    throw new Error('espeak-ng wrote no WAV');
  }
  return Buffer.from(writeWav(toMono(audio, 16_000))).toString('base64');
}

/** A WAV of silence: `seconds` long at `sampleRate`, as base64. */
export function silentWav(seconds: number, sampleRate = 16_000, channels = 1): string {
  const audio: PcmAudio = { samples: new Int16Array(Math.round(seconds * sampleRate) * channels), sampleRate, channels };
  return Buffer.from(writeWav(audio)).toString('base64');
}
