import type { AudioPort } from './types.js';

/** The pitch-keeping switches of the browsers (standard, old WebKit, old Gecko). */
interface PitchKeeping {
  preservesPitch?: boolean;
  webkitPreservesPitch?: boolean;
  mozPreservesPitch?: boolean;
}

/**
 * Plays audio with an HTMLAudioElement at `rate` (playbackRate), keeping the voice's pitch (preservesPitch).
 * @example const player = createSpeechPlayer({ client, audio: browserAudio() });
 */
export function browserAudio(): AudioPort {
  return {
    play({ bytes, contentType, rate }, signal) {
      return new Promise<void>((resolve, reject) => {
        if (signal.aborted) {
          resolve();
          return;
        }
        if (typeof Audio !== 'function') {
          reject(new Error('This environment cannot play audio (no HTMLAudioElement).'));
          return;
        }
        const url = URL.createObjectURL(new Blob([bytes.slice()], { type: contentType }));
        const element = new Audio();
        let finished = false;
        const finish = (error?: unknown) => {
          if (finished) {
            return;
          }
          finished = true;
          signal.removeEventListener('abort', onAbort);
          element.onended = null;
          element.onerror = null;
          element.pause();
          element.removeAttribute('src');
          element.load();
          URL.revokeObjectURL(url);
          if (error === undefined) {
            resolve();
          } else {
            reject(error);
          }
        };
        const onAbort = () => finish();
        signal.addEventListener('abort', onAbort, { once: true });
        element.onended = () => finish();
        element.onerror = () => finish(element.error ?? new Error('The audio could not be played.'));
        element.src = url;
        element.defaultPlaybackRate = rate;
        element.playbackRate = rate;
        const pitch = element as HTMLAudioElement & PitchKeeping;
        pitch.preservesPitch = true;
        pitch.webkitPreservesPitch = true;
        pitch.mozPreservesPitch = true;
        element.play().catch((error: unknown) => finish(error ?? new Error('The audio could not be played.')));
      });
    },
  };
}
