import { atom } from 'nanostores';
import { PLAYBACK_SPEED, VALIDATION, clampPlaybackSpeed } from '@parla/contract/constants';
import type { VoiceCapabilities } from '@parla/contract';
import { ApiError } from '../errors/api-error.js';
import { asApiError } from '../state/as-api-error.js';
import { isTemporaryId } from '../state/undelivered.js';
import { createAudioCache } from './audio-cache.js';
import type { CachedAudio } from './audio-cache.js';
import { base64ToBytes } from './base64.js';
import { browserAudio } from './browser-audio.js';
import { browserSynthesis } from './browser-synthesis.js';
import type { PlaybackState, SpeakOptions, SpeechPlayer, SpeechPlayerOptions } from './types.js';

/** Fetched audio kept per player (message and voice, or text and voice). */
const AUDIO_CACHE_ENTRIES = 20;

type VoiceGender = 'female' | 'male';

/** One thing to say. */
interface Utterance {
  kind: 'message' | 'text';
  messageId: string | null;
  text: string;
  languageCode: string;
  voice: VoiceGender;
  rate: number;
  /** Where its audio comes from, started when it is next in line. */
  prepared: Promise<Prepared> | null;
  /** Resolves the promise of whoever asked for it. */
  settle: () => void;
}

type Prepared = { source: 'server'; audio: CachedAudio } | { source: 'browser' } | { source: 'error'; error: ApiError };

/** Everything said since the last stop: the queue and the signal that stops it. */
interface Run {
  controller: AbortController;
  queue: Utterance[];
  current: Utterance | null;
  playing: boolean;
}

/** The base language of a BCP 47 tag (`es-ES` → `es`). */
function baseLanguage(languageCode: string): string {
  return languageCode.toLowerCase().split(/[-_]/)[0] ?? '';
}

function playbackError(cause: unknown): ApiError {
  return new ApiError({ kind: 'network', code: 'playback_failed', message: 'The audio could not be played.', cause });
}

function utterance(kind: Utterance['kind'], text: string, options: SpeakOptions, messageId: string | null, settle: () => void): Utterance {
  return {
    kind,
    messageId,
    text,
    languageCode: options.languageCode,
    voice: options.voice ?? 'female',
    rate: clampPlaybackSpeed(options.speed ?? PLAYBACK_SPEED.default),
    prepared: null,
    settle,
  };
}

/** Whether `next` can be spoken in the same request as `last` (adjacent texts of one message, same voice and speed). */
function canJoin(last: Utterance, next: Utterance): boolean {
  return (
    last.kind === 'text' &&
    next.kind === 'text' &&
    last.prepared === null &&
    last.messageId === next.messageId &&
    last.languageCode === next.languageCode &&
    last.voice === next.voice &&
    last.rate === next.rate &&
    last.text.length + 1 + next.text.length <= VALIDATION.synthesizeMaxLength
  );
}

/**
 * Creates a player of tutor speech: server TTS at the preferred voice and speed, the browser's speechSynthesis as the
 * fallback (for a language the server has no voice for, by its capabilities or a 501, and when its engine fails with
 * 503). Synthesize calls go through the client (their `synthesize` rate limit and the voice quota apply).
 * Queued texts that have not started loading are joined into one request, so fewer voice requests are used.
 * @example
 * const player = createSpeechPlayer({ client });
 * await player.speakMessage(message, { languageCode: 'es-ES', voice: 'female', speed: 0.8 });
 */
export function createSpeechPlayer(options: SpeechPlayerOptions): SpeechPlayer {
  const { client } = options;
  const audio = options.audio ?? browserAudio();
  const synthesis = options.synthesis === undefined ? browserSynthesis() : options.synthesis;
  const cache = createAudioCache(AUDIO_CACHE_ENTRIES);

  const idle: PlaybackState = { status: 'idle', messageId: null, source: null, rate: PLAYBACK_SPEED.default, error: null };
  const $state = atom<PlaybackState>(idle);
  let capabilities: Promise<VoiceCapabilities | null> | null = null;
  /** Base languages the server refused with 501 (no voice for them there, for good): the browser speaks them from then on. */
  const refusedLanguages = new Set<string>();
  let run: Run | null = null;
  let destroyed = false;

  function synthesisAvailable(): boolean {
    return synthesis !== null && synthesis.available();
  }

  /** The server's speech capabilities, asked once per player (asked again after a failure). */
  function loadCapabilities(): Promise<VoiceCapabilities | null> {
    capabilities ??= client.voice.capabilities().catch(() => {
      capabilities = null;
      return null;
    });
    return capabilities;
  }

  /** Server speech unless the server is known to have no voice for the language and the browser has one. */
  async function prefersServer(languageCode: string): Promise<boolean> {
    if (!synthesisAvailable()) {
      return true;
    }
    const language = baseLanguage(languageCode);
    if (refusedLanguages.has(language)) {
      return false;
    }
    const known = await loadCapabilities();
    if (!known) {
      return true;
    }
    return known.text_to_speech.available && known.text_to_speech.languages.some((candidate) => baseLanguage(candidate) === language);
  }

  function cacheKey(item: Utterance): string {
    return item.kind === 'message' ? `message:${item.messageId ?? ''}:${item.voice}` : `text:${item.languageCode}:${item.voice}:${item.text}`;
  }

  async function fetchAudio(item: Utterance, signal: AbortSignal): Promise<CachedAudio> {
    const response =
      item.kind === 'message'
        ? await client.voice.synthesizeMessage({ message_id: item.messageId ?? '', voice_gender: item.voice }, { signal })
        : await client.voice.synthesize(
            {
              text: item.text,
              language_code: item.languageCode,
              voice_gender: item.voice,
              ...(item.messageId && !isTemporaryId(item.messageId) ? { message_id: item.messageId } : {}),
            },
            { signal },
          );
    return { bytes: base64ToBytes(response.audio_data), contentType: response.content_type };
  }

  /** Decides the source and loads server audio; never rejects. */
  async function prepare(item: Utterance, signal: AbortSignal): Promise<Prepared> {
    if (!(await prefersServer(item.languageCode))) {
      return { source: 'browser' };
    }
    const key = cacheKey(item);
    const cached = cache.get(key);
    if (cached) {
      return { source: 'server', audio: cached };
    }
    try {
      const fetched = await fetchAudio(item, signal);
      cache.set(key, fetched);
      return { source: 'server', audio: fetched };
    } catch (error) {
      const failure = asApiError(error);
      // 501: the server has no voice for the language (not retried, and not asked again); 503: its engine failed just now.
      if (failure.status === 501) {
        refusedLanguages.add(baseLanguage(item.languageCode));
      }
      if ((failure.status === 501 || failure.status === 503) && synthesisAvailable()) {
        return { source: 'browser' };
      }
      return { source: 'error', error: failure };
    }
  }

  /** Says one utterance; resolves false when it failed (the rest of the queue is dropped). */
  async function say(current: Run, item: Utterance): Promise<boolean> {
    const { signal } = current.controller;
    $state.set({ status: 'loading', messageId: item.messageId, source: null, rate: item.rate, error: null });
    item.prepared ??= prepare(item, signal);
    const prepared = await item.prepared;
    if (signal.aborted) {
      return true;
    }
    if (prepared.source === 'error') {
      $state.set({ status: 'error', messageId: item.messageId, source: null, rate: item.rate, error: prepared.error });
      return false;
    }
    $state.set({ status: 'playing', messageId: item.messageId, source: prepared.source, rate: item.rate, error: null });
    current.playing = true;
    const next = current.queue[0];
    if (next) {
      next.prepared ??= prepare(next, signal);
    }
    try {
      if (prepared.source === 'server') {
        await audio.play({ bytes: prepared.audio.bytes, contentType: prepared.audio.contentType, rate: item.rate }, signal);
      } else {
        await synthesis?.speak(item.text, { lang: item.languageCode, rate: item.rate, voice: item.voice }, signal);
      }
    } catch (error) {
      if (!signal.aborted) {
        $state.set({ status: 'error', messageId: item.messageId, source: prepared.source, rate: item.rate, error: playbackError(error) });
        return false;
      }
    } finally {
      current.playing = false;
    }
    return true;
  }

  async function drain(current: Run): Promise<void> {
    while (run === current) {
      const item = current.queue.shift();
      if (!item) {
        break;
      }
      current.current = item;
      const succeeded = await say(current, item);
      current.current = null;
      item.settle();
      if (!succeeded) {
        for (const dropped of current.queue.splice(0)) {
          dropped.settle();
        }
        if (run === current) {
          run = null;
        }
        return;
      }
    }
    if (run === current) {
      run = null;
      $state.set({ ...idle, rate: $state.get().rate });
    }
  }

  function enqueue(item: Utterance): void {
    if (destroyed) {
      item.settle();
      return;
    }
    if (!run) {
      const current: Run = { controller: new AbortController(), queue: [item], current: null, playing: false };
      run = current;
      void drain(current);
      return;
    }
    const last = run.queue.at(-1);
    if (last && canJoin(last, item)) {
      last.text = `${last.text} ${item.text}`;
      const settleLast = last.settle;
      last.settle = () => {
        settleLast();
        item.settle();
      };
      return;
    }
    run.queue.push(item);
    if (run.playing && run.queue[0] === item) {
      item.prepared = prepare(item, run.controller.signal);
    }
  }

  function stop(): void {
    const previous = run;
    run = null;
    if (previous) {
      previous.controller.abort();
      previous.current?.settle();
      for (const item of previous.queue.splice(0)) {
        item.settle();
      }
    }
    $state.set({ ...idle, rate: $state.get().rate });
  }

  function speak(kind: Utterance['kind'], text: string, speakOptions: SpeakOptions, messageId: string | null): Promise<void> {
    stop();
    return new Promise<void>((resolve) => {
      enqueue(utterance(kind, text, speakOptions, messageId, resolve));
    });
  }

  return {
    $state,
    speakMessage(message, speakOptions) {
      // The server cannot read out a message it never stored: its text is spoken instead.
      return speak(isTemporaryId(message.id) ? 'text' : 'message', message.message_text, speakOptions, message.id);
    },
    speakText(text, speakOptions) {
      return speak('text', text, speakOptions, speakOptions.messageId ?? null);
    },
    enqueueText(text, speakOptions) {
      const trimmed = text.trim();
      if (trimmed !== '') {
        enqueue(utterance('text', trimmed, speakOptions, speakOptions.messageId ?? null, () => undefined));
      }
    },
    stop,
    destroy() {
      stop();
      destroyed = true;
    },
  };
}
