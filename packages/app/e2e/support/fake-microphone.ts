import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** What the fake microphone says: a clear English sentence (the chat test sends whatever the server transcribes). */
export const FAKE_MICROPHONE_SENTENCE = 'Hello, my name is Anna and I would like a cup of coffee.';

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.error || result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed: ${result.error?.message ?? result.stderr}`);
  }
}

/**
 * Writes (once) the WAV that Chromium plays as its fake microphone (`--use-file-for-fake-audio-capture`, looped):
 * {@link FAKE_MICROPHONE_SENTENCE} spoken by espeak-ng (en-us), with 1 s of silence before and 2.5 s after, as
 * 48 kHz mono 16-bit PCM. Returns its path. Needs `espeak-ng` and `sox` (Debian packages).
 */
export function fakeMicrophoneWav(folder: string): string {
  const path = join(folder, 'fake-microphone.wav');
  if (existsSync(path)) {
    return path;
  }
  mkdirSync(dirname(path), { recursive: true });
  const spoken = join(folder, `fake-microphone-${process.pid}-speech.wav`);
  const padded = join(folder, `fake-microphone-${process.pid}.wav`);
  run('espeak-ng', ['-v', 'en-us', '-s', '150', '-w', spoken, FAKE_MICROPHONE_SENTENCE]);
  run('sox', [spoken, '-r', '48000', '-c', '1', '-b', '16', '-e', 'signed-integer', padded, 'pad', '1', '2.5']);
  renameSync(padded, path);
  return path;
}
