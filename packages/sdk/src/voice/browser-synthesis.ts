import { chooseVoice } from './choose-voice.js';
import type { SynthesisPort } from './types.js';

/** How long to wait for the voice list, which some browsers load after the first call. */
const VOICES_WAIT_MS = 1000;

function platformSynthesis(): SpeechSynthesis | undefined {
  const globals = globalThis as { speechSynthesis?: SpeechSynthesis; SpeechSynthesisUtterance?: unknown };
  return typeof globals.SpeechSynthesisUtterance === 'function' ? globals.speechSynthesis : undefined;
}

/** The platform's voices; waits briefly for `voiceschanged` when the list is still empty. */
function loadVoices(synthesis: SpeechSynthesis): Promise<SpeechSynthesisVoice[]> {
  const voices = synthesis.getVoices();
  if (voices.length > 0) {
    return Promise.resolve(voices);
  }
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      synthesis.removeEventListener('voiceschanged', done);
      resolve(synthesis.getVoices());
    };
    const timer = setTimeout(done, VOICES_WAIT_MS);
    synthesis.addEventListener('voiceschanged', done);
  });
}

/**
 * Speaks with the browser's speechSynthesis, choosing a voice whose language matches and, when the name tells, the gender.
 * @example const player = createSpeechPlayer({ client, synthesis: browserSynthesis() });
 */
export function browserSynthesis(): SynthesisPort {
  return {
    available: () => platformSynthesis() !== undefined,
    async speak(text, { lang, rate, voice }, signal) {
      const synthesis = platformSynthesis();
      if (!synthesis) {
        throw new Error('This browser has no speech synthesis.');
      }
      const voices = await loadVoices(synthesis);
      if (signal.aborted) {
        return;
      }
      await new Promise<void>((resolve, reject) => {
        const spoken = new SpeechSynthesisUtterance(text);
        spoken.lang = lang;
        spoken.rate = rate;
        const chosen = chooseVoice(voices, lang, voice);
        if (chosen) {
          spoken.voice = chosen;
        }
        const onAbort = () => {
          synthesis.cancel();
          resolve();
        };
        signal.addEventListener('abort', onAbort, { once: true });
        spoken.onend = () => {
          signal.removeEventListener('abort', onAbort);
          resolve();
        };
        spoken.onerror = (event) => {
          signal.removeEventListener('abort', onAbort);
          if (event.error === 'interrupted' || event.error === 'canceled') {
            resolve();
          } else {
            reject(new Error(`Speech synthesis failed: ${event.error}.`));
          }
        };
        synthesis.speak(spoken);
      });
    },
  };
}
