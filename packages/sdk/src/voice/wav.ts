const HEADER_BYTES = 44;
const PCM_FORMAT = 1;

function writeAscii(view: DataView, offset: number, text: string): void {
  for (let index = 0; index < text.length; index += 1) {
    view.setUint8(offset + index, text.charCodeAt(index));
  }
}

function readAscii(view: DataView, offset: number, length: number): string {
  let text = '';
  for (let index = 0; index < length; index += 1) {
    text += String.fromCharCode(view.getUint8(offset + index));
  }
  return text;
}

/**
 * Encodes mono samples (−1..1, clamped) as a RIFF/WAVE file of 16-bit PCM.
 * @example const wav = encodeWav(samples, 48_000);
 */
export function encodeWav(samples: Float32Array, sampleRate: number): Uint8Array {
  const dataBytes = samples.length * 2;
  const bytes = new Uint8Array(HEADER_BYTES + dataBytes);
  const view = new DataView(bytes.buffer);
  writeAscii(view, 0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  writeAscii(view, 8, 'WAVE');
  writeAscii(view, 12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, PCM_FORMAT, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  writeAscii(view, 36, 'data');
  view.setUint32(40, dataBytes, true);
  for (let index = 0; index < samples.length; index += 1) {
    const sample = Math.max(-1, Math.min(1, samples[index] ?? 0));
    view.setInt16(HEADER_BYTES + index * 2, sample < 0 ? Math.round(sample * 0x8000) : Math.round(sample * 0x7fff), true);
  }
  return bytes;
}

/** Decodes a RIFF/WAVE file of 16-bit PCM (mono, or several channels averaged to mono); throws on other formats. */
export function decodeWav(bytes: Uint8Array): { samples: Float32Array; sampleRate: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 12 || readAscii(view, 0, 4) !== 'RIFF' || readAscii(view, 8, 4) !== 'WAVE') {
    throw new TypeError('Not a RIFF/WAVE file.');
  }
  let format: { channels: number; sampleRate: number; bitsPerSample: number; audioFormat: number } | null = null;
  let offset = 12;
  while (offset + 8 <= bytes.length) {
    const chunkId = readAscii(view, offset, 4);
    const chunkSize = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (chunkId === 'fmt ') {
      format = {
        audioFormat: view.getUint16(body, true),
        channels: view.getUint16(body + 2, true),
        sampleRate: view.getUint32(body + 4, true),
        bitsPerSample: view.getUint16(body + 14, true),
      };
    } else if (chunkId === 'data') {
      if (!format || format.audioFormat !== PCM_FORMAT || format.bitsPerSample !== 16 || format.channels < 1) {
        throw new TypeError('Only 16-bit PCM WAV files are supported.');
      }
      const available = Math.min(chunkSize, bytes.length - body);
      const frames = Math.floor(available / (2 * format.channels));
      const samples = new Float32Array(frames);
      for (let frame = 0; frame < frames; frame += 1) {
        let sum = 0;
        for (let channel = 0; channel < format.channels; channel += 1) {
          const value = view.getInt16(body + (frame * format.channels + channel) * 2, true);
          sum += value < 0 ? value / 0x8000 : value / 0x7fff;
        }
        samples[frame] = sum / format.channels;
      }
      return { samples, sampleRate: format.sampleRate };
    }
    offset = body + chunkSize + (chunkSize % 2);
  }
  throw new TypeError('The WAV file has no data chunk.');
}
