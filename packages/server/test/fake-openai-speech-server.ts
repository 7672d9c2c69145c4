import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { writeWav } from '../src/speech/wav.js';

/** A request the fake speech endpoint received. */
export interface ReceivedSpeechRequest {
  path: string;
  authorization: string | undefined;
  contentType: string;
  /** JSON body (`/audio/speech`) or multipart fields other than the file (`/audio/transcriptions`). */
  fields: Record<string, unknown>;
  /** Size of the uploaded file, for transcriptions. */
  fileBytes: number;
}

/** A local OpenAI-compatible speech endpoint: `/audio/speech` answers a WAV tone, `/audio/transcriptions` a fixed text (with word timestamps when asked for `verbose_json`). */
export interface FakeOpenAiSpeechServer {
  url: string;
  received: ReceivedSpeechRequest[];
  close(): Promise<void>;
}

/** Starts the fake on 127.0.0.1 (port 0); `mode: 'http-error'` answers 500 to everything. */
export async function startFakeOpenAiSpeech(options: { transcript: string; mode?: 'ok' | 'http-error' }): Promise<FakeOpenAiSpeechServer> {
  const received: ReceivedSpeechRequest[] = [];
  const server: Server = createServer((request, response) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) {
        chunks.push(chunk as Buffer);
      }
      const raw = Buffer.concat(chunks);
      const contentType = request.headers['content-type'] ?? '';
      const entry: ReceivedSpeechRequest = { path: request.url ?? '', authorization: request.headers.authorization, contentType, fields: {}, fileBytes: 0 };
      if (contentType.startsWith('multipart/form-data')) {
        const form = await new Response(raw, { headers: { 'Content-Type': contentType } }).formData();
        for (const [name, value] of form.entries()) {
          if (typeof value === 'string') {
            entry.fields[name] = value;
          } else {
            entry.fileBytes = value.size;
          }
        }
      } else {
        entry.fields = JSON.parse(raw.toString('utf8')) as Record<string, unknown>;
      }
      received.push(entry);
      if (options.mode === 'http-error') {
        response.writeHead(500, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify({ error: { message: 'boom' } }));
        return;
      }
      if (entry.path.endsWith('/audio/speech')) {
        const samples = new Int16Array(24_000);
        samples.forEach((_, index) => {
          samples[index] = Math.round(8000 * Math.sin((2 * Math.PI * 440 * index) / 24_000));
        });
        response.writeHead(200, { 'Content-Type': 'audio/wav' });
        response.end(Buffer.from(writeWav({ samples, sampleRate: 24_000, channels: 1 })));
        return;
      }
      response.writeHead(200, { 'Content-Type': 'application/json' });
      if (entry.fields.response_format === 'verbose_json' && entry.fields['timestamp_granularities[]'] === 'word') {
        // Word timestamps as Whisper gives them: here 0.4 s a word, from 0.5 s on.
        const words = options.transcript.split(/\s+/).map((word, index) => ({ word, start: 0.5 + 0.4 * index, end: 0.5 + 0.4 * (index + 1) }));
        response.end(JSON.stringify({ text: options.transcript, words }));
        return;
      }
      response.end(JSON.stringify({ text: options.transcript }));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/v1`, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
