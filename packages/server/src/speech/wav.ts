import { HTTP_ERROR_MESSAGES, VALIDATION } from '@parla/contract';
import { ApiError } from '../http/api-error.js';

/** Decoded PCM audio: 16-bit samples, interleaved when there are several channels. */
export interface PcmAudio {
  /** Samples, interleaved by channel. */
  samples: Int16Array;
  /** Samples per second per channel. */
  sampleRate: number;
  /** 1 (mono) or 2 (stereo). */
  channels: number;
}

/** Messages of refused audio, reported under `field_errors.audio_data`. */
export const AUDIO_MESSAGES = {
  notBase64: 'Audio must be base64-encoded.',
  notWav: 'Audio must be a WAV file (16-bit PCM).',
  empty: 'Audio is empty.',
  tooLong: `Audio is longer than ${VALIDATION.audioMaxSeconds} seconds.`,
  tooBig: `Audio is larger than ${VALIDATION.audioMaxBytes / 1024 / 1024} MB.`,
} as const;

function refuse(message: string): ApiError {
  return new ApiError(400, 'validation_failed', HTTP_ERROR_MESSAGES[400], { fieldErrors: { audio_data: [message] } });
}

/** Decodes base64 audio (a `data:audio/…;base64,` prefix is accepted) into bytes; 400 when it is not base64 or too big. */
export function decodeBase64Audio(text: string): Uint8Array {
  const payload = text.replace(/^data:audio\/[\w.+-]+;base64,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(payload) || payload.length % 4 === 1) {
    throw refuse(AUDIO_MESSAGES.notBase64);
  }
  if (Math.floor((payload.length * 3) / 4) > VALIDATION.audioMaxBytes + 3) {
    throw refuse(AUDIO_MESSAGES.tooBig);
  }
  const bytes = new Uint8Array(Buffer.from(payload, 'base64'));
  if (bytes.length > VALIDATION.audioMaxBytes) {
    throw refuse(AUDIO_MESSAGES.tooBig);
  }
  return bytes;
}

function ascii(view: DataView, offset: number): string {
  return String.fromCharCode(view.getUint8(offset), view.getUint8(offset + 1), view.getUint8(offset + 2), view.getUint8(offset + 3));
}

/**
 * Parses a RIFF/WAVE file of 16-bit PCM (mono or stereo, 8–96 kHz). Returns null for anything else; never throws.
 * A data chunk whose size runs past the end (as streamed by `espeak-ng --stdout`) is cut at the end of the file.
 */
export function parseWav(bytes: Uint8Array): PcmAudio | null {
  if (bytes.length < 12) {
    return null;
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (ascii(view, 0) !== 'RIFF' || ascii(view, 8) !== 'WAVE') {
    return null;
  }
  let format: { audioFormat: number; channels: number; sampleRate: number; bitsPerSample: number } | undefined;
  let offset = 12;
  while (offset + 8 <= bytes.length) {
    const id = ascii(view, offset);
    const size = view.getUint32(offset + 4, true);
    const start = offset + 8;
    if (id === 'fmt ' && size >= 16 && start + 16 <= bytes.length) {
      format = {
        audioFormat: view.getUint16(start, true),
        channels: view.getUint16(start + 2, true),
        sampleRate: view.getUint32(start + 4, true),
        bitsPerSample: view.getUint16(start + 14, true),
      };
    } else if (id === 'data') {
      if (!format) {
        return null;
      }
      const pcm = format.audioFormat === 1 || (format.audioFormat === 0xfffe && format.bitsPerSample === 16);
      if (!pcm || format.bitsPerSample !== 16 || format.channels < 1 || format.channels > 2 || format.sampleRate < 8000 || format.sampleRate > 96_000) {
        return null;
      }
      const end = Math.min(bytes.length, start + size);
      const frameBytes = 2 * format.channels;
      const count = Math.floor((end - start) / frameBytes) * format.channels;
      const samples = new Int16Array(count);
      for (let index = 0; index < count; index += 1) {
        samples[index] = view.getInt16(start + index * 2, true);
      }
      return { samples, sampleRate: format.sampleRate, channels: format.channels };
    }
    offset = start + size + (size % 2);
  }
  return null;
}

/** Length of audio in milliseconds. */
export function durationMs(audio: PcmAudio): number {
  return Math.round((audio.samples.length / audio.channels / audio.sampleRate) * 1000);
}

/** Decodes and checks learner audio: base64 WAV, 16-bit PCM, not empty, at most 10 MB and 60 s; 400 with a clear message otherwise. */
export function readAudioField(text: string): PcmAudio {
  const audio = parseWav(decodeBase64Audio(text));
  if (!audio) {
    throw refuse(AUDIO_MESSAGES.notWav);
  }
  if (audio.samples.length === 0) {
    throw refuse(AUDIO_MESSAGES.empty);
  }
  if (durationMs(audio) > VALIDATION.audioMaxSeconds * 1000) {
    throw refuse(AUDIO_MESSAGES.tooLong);
  }
  return audio;
}

/** Taps on each side of the resampling filter. */
const FILTER_HALF_WIDTH = 16;

/**
 * Mixes to mono and resamples to `targetRate` (16 kHz for speech recognisers) with a windowed-sinc (Hann) filter whose
 * cut-off sits below the lower Nyquist frequency, so downsampling does not fold high frequencies into speech.
 */
export function toMono(audio: PcmAudio, targetRate = 16_000): PcmAudio {
  const frames = audio.samples.length / audio.channels;
  const mono = new Float64Array(frames);
  for (let frame = 0; frame < frames; frame += 1) {
    let sum = 0;
    for (let channel = 0; channel < audio.channels; channel += 1) {
      sum += audio.samples[frame * audio.channels + channel] ?? 0;
    }
    mono[frame] = sum / audio.channels;
  }
  if (targetRate === audio.sampleRate) {
    return { samples: Int16Array.from(mono, (value) => Math.round(value)), sampleRate: targetRate, channels: 1 };
  }
  const outputFrames = Math.max(0, Math.floor((frames * targetRate) / audio.sampleRate));
  const samples = new Int16Array(outputFrames);
  const step = audio.sampleRate / targetRate;
  const cutoff = Math.min(1, targetRate / audio.sampleRate) * 0.95;
  const halfWidth = Math.ceil(FILTER_HALF_WIDTH / cutoff);
  for (let index = 0; index < outputFrames; index += 1) {
    const position = index * step;
    const center = Math.floor(position);
    let sum = 0;
    let weights = 0;
    for (let tap = center - halfWidth + 1; tap <= center + halfWidth; tap += 1) {
      if (tap < 0 || tap >= frames) {
        continue;
      }
      const distance = position - tap;
      const x = Math.PI * distance * cutoff;
      const sinc = x === 0 ? 1 : Math.sin(x) / x;
      const window = 0.5 + 0.5 * Math.cos((Math.PI * distance) / halfWidth);
      const weight = sinc * window;
      sum += (mono[tap] ?? 0) * weight;
      weights += weight;
    }
    samples[index] = Math.max(-32768, Math.min(32767, Math.round(weights === 0 ? 0 : sum / weights)));
  }
  return { samples, sampleRate: targetRate, channels: 1 };
}

/** Encodes PCM audio as a 16-bit RIFF/WAVE file. */
export function writeWav(audio: PcmAudio): Uint8Array {
  const dataBytes = audio.samples.length * 2;
  const bytes = new Uint8Array(44 + dataBytes);
  const view = new DataView(bytes.buffer);
  const text = (offset: number, value: string) => {
    for (let index = 0; index < 4; index += 1) {
      view.setUint8(offset + index, value.charCodeAt(index));
    }
  };
  text(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, audio.channels, true);
  view.setUint32(24, audio.sampleRate, true);
  view.setUint32(28, audio.sampleRate * audio.channels * 2, true);
  view.setUint16(32, audio.channels * 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, dataBytes, true);
  for (let index = 0; index < audio.samples.length; index += 1) {
    view.setInt16(44 + index * 2, audio.samples[index] ?? 0, true);
  }
  return bytes;
}
