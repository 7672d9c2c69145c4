import { useCallback, useEffect, useRef, useState } from 'react';
import type { VadSegment } from '@parla/sdk/voice';
import { useAppT } from '../i18n/use-app-t.js';
import { SileroVadSegmentTable } from './silero-vad-segment-table.js';
import type { SileroVadSegmentRow } from './silero-vad-segment-table.js';

/** The bundled recording's description (`public/debug/vad-sample.json`). */
interface SampleManifest {
  file: string;
  phrases: Array<{ text: string; startMs: number; endMs: number }>;
}

type TestRun =
  | { status: 'running' }
  | { status: 'done'; expected: SileroVadSegmentRow[]; found: VadSegment[]; elapsedMs: number }
  | { status: 'error'; error: string };

/** Fetches the bundled recording and runs Silero VAD over it. */
async function runDetector(): Promise<TestRun> {
  const folder = new URL('debug/', document.baseURI);
  const manifest = (await (await fetch(new URL('vad-sample.json', folder))).json()) as SampleManifest;
  const response = await fetch(new URL(manifest.file, folder));
  if (!response.ok) {
    throw new Error(`${manifest.file}: HTTP ${response.status}`);
  }
  const { decodeWav, detectSpeechSegments } = await import('@parla/sdk/voice');
  const { samples, sampleRate } = decodeWav(new Uint8Array(await response.arrayBuffer()));
  const started = performance.now();
  const found = await detectSpeechSegments(samples, sampleRate, { assetBase: new URL('vad/', document.baseURI).href });
  const expected = manifest.phrases.map((phrase) => ({ startMs: phrase.startMs, endMs: phrase.endMs, phrase: phrase.text }));
  return { status: 'done', expected, found, elapsedMs: Math.round(performance.now() - started) };
}

/** `/debug/silero-vad-test`: runs the voice-activity detector over a bundled recording and shows the segments it finds. */
export function SileroVadTestRoute() {
  const t = useAppT();
  const [run, setRun] = useState<TestRun>({ status: 'running' });
  const current = useRef(0);

  const start = useCallback(() => {
    const attempt = ++current.current;
    const settle = (result: TestRun) => {
      if (attempt === current.current) {
        setRun(result);
      }
    };
    setRun({ status: 'running' });
    runDetector().then(settle, (error: unknown) => settle({ status: 'error', error: error instanceof Error ? error.message : String(error) }));
  }, []);

  useEffect(() => {
    start();
    return () => {
      current.current += 1; // a result that arrives after unmounting is dropped
    };
  }, [start]);

  return (
    <section className="app-page app-debug" aria-labelledby="silero-vad-test-title" data-status={run.status}>
      <h1 id="silero-vad-test-title">{t('debug.vadTest.title')}</h1>
      <p>{t('debug.vadTest.text')}</p>
      <figure>
        <figcaption id="vad-sample-caption">{t('debug.vadTest.recording')}</figcaption>
        <audio controls preload="none" src="debug/vad-sample.wav" aria-labelledby="vad-sample-caption" />
      </figure>
      <p role="status" data-testid="vad-test-status">
        {run.status === 'running' ? t('debug.vadTest.running') : null}
        {run.status === 'error' ? t('debug.vadTest.error', { error: run.error }) : null}
        {run.status === 'done' ? t('debug.vadTest.summary', { found: run.found.length, expected: run.expected.length, ms: run.elapsedMs }) : null}
      </p>
      <p>
        <button type="button" className="parla-button" onClick={start} disabled={run.status === 'running'}>
          {t('debug.vadTest.run')}
        </button>
      </p>
      {run.status === 'done' ? (
        <>
          <SileroVadSegmentTable caption={t('debug.vadTest.expected')} rows={run.expected} withPhrase testId="vad-expected" />
          <SileroVadSegmentTable caption={t('debug.vadTest.found')} rows={run.found} testId="vad-found" />
        </>
      ) : null}
    </section>
  );
}
