import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { newContext, screenReady } from './support/api.js';
import { seriousViolations } from './support/axe.js';
import { foreignRequests, recordRequests } from './support/same-origin.js';

/** Where the phrases of the bundled recording are (written when it was made with espeak-ng). */
const sample = JSON.parse(readFileSync(fileURLToPath(new URL('../public/debug/vad-sample.json', import.meta.url)), 'utf8')) as {
  durationMs: number;
  phrases: Array<{ text: string; startMs: number; endMs: number }>;
};
/** Silero's frames are 96 ms: a detected start may fall a frame or two either side of the phrase's first sound. */
const START_TOLERANCE_MS = 250;

test.describe('the voice-activity detector', () => {
  test('the test page finds each phrase of the bundled recording where it is spoken, with files served by us', async ({ browser, baseURL }) => {
    const context = await newContext(browser);
    const requests = recordRequests(context);
    const page = await context.newPage();
    await page.goto('/debug/silero-vad-test');
    await screenReady(page);
    await expect(page.getByRole('heading', { name: 'Voice activity detection test' })).toBeVisible();
    const section = page.locator('section[aria-labelledby="silero-vad-test-title"]');
    await expect(section).toHaveAttribute('data-status', 'done', { timeout: 30_000 });

    const rows = page.getByRole('table', { name: 'Segments found' }).locator('tbody tr');
    await expect(rows).toHaveCount(sample.phrases.length);
    const found = await rows.evaluateAll((elements) =>
      elements.map((element) => ({ startMs: Number(element.getAttribute('data-start-ms')), endMs: Number(element.getAttribute('data-end-ms')) })),
    );
    console.log(`segments found: ${JSON.stringify(found)}; phrases: ${JSON.stringify(sample.phrases.map(({ startMs, endMs }) => ({ startMs, endMs })))}`);
    sample.phrases.forEach((phrase, index) => {
      const segment = found[index]!;
      expect(Math.abs(segment.startMs - phrase.startMs), `segment ${index + 1} starts at ${segment.startMs} ms`).toBeLessThanOrEqual(START_TOLERANCE_MS);
      // A segment ends after the phrase (it includes the silence that closed it) and before the next phrase begins.
      expect(segment.endMs).toBeGreaterThan(phrase.endMs - START_TOLERANCE_MS);
      expect(segment.endMs).toBeLessThan(sample.phrases[index + 1]?.startMs ?? sample.durationMs + 200);
    });
    await expect(page.getByTestId('vad-test-status')).toContainText(`Found ${sample.phrases.length} segments`);
    expect(await seriousViolations(page)).toEqual([]);

    // The model and the runtime came from our own vad/ folder, and nothing left the origin.
    const origin = new URL(baseURL!).origin;
    const vadFiles = requests.filter((url) => url.startsWith(`${origin}/vad/`)).map((url) => new URL(url).pathname);
    expect(new Set(vadFiles)).toEqual(new Set(['/vad/silero_vad_legacy.onnx', '/vad/ort-wasm-simd-threaded.mjs', '/vad/ort-wasm-simd-threaded.wasm']));
    expect(foreignRequests(requests, origin)).toEqual([]);
    await context.close();
  });

  test('the live page hears the fake microphone: probability above 0.5 and at least one speech segment', async ({ browser, baseURL }) => {
    const context = await newContext(browser);
    const requests = recordRequests(context);
    // Worklet module fetches do not show as page requests: record the URLs given to addModule instead.
    await context.addInitScript(() => {
      const modules: string[] = [];
      (window as unknown as { parlaWorkletModules: string[] }).parlaWorkletModules = modules;
      const addModule = AudioWorklet.prototype.addModule;
      AudioWorklet.prototype.addModule = function addAndRecord(this: AudioWorklet, url: string | URL, options?: WorkletOptions) {
        modules.push(new URL(url, document.baseURI).href);
        return addModule.call(this, url, options);
      };
    });
    const page = await context.newPage();
    await page.goto('/debug/silero-vad');
    await screenReady(page);
    const start = page.getByRole('button', { name: 'Start microphone' });
    await start.click();
    await expect(page.getByTestId('vad-status')).toHaveText('Listening.', { timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Stop microphone' })).toHaveAttribute('aria-pressed', 'true');

    // The fake microphone loops an espeak-ng sentence padded with silence: speech shows, then a closed segment.
    await expect.poll(async () => Number(await page.getByTestId('vad-peak').getAttribute('data-value')), { timeout: 15_000 }).toBeGreaterThan(0.5);
    const rows = page.getByRole('table', { name: 'Detected speech segments' }).locator('tbody tr');
    await expect(rows.first()).toBeVisible({ timeout: 20_000 });
    const first = await rows.first().evaluate((element) => ({
      startMs: Number(element.getAttribute('data-start-ms')),
      endMs: Number(element.getAttribute('data-end-ms')),
    }));
    console.log(`live segment: ${JSON.stringify(first)}, peak probability ${await page.getByTestId('vad-peak').getAttribute('data-value')}`);
    // The sentence lasts about 3.5 s; the segment adds the silence that closed it.
    expect(first.endMs - first.startMs).toBeGreaterThan(1500);
    expect(first.endMs - first.startMs).toBeLessThan(6000);

    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Stop microphone' }).click();
    await expect(page.getByTestId('vad-status')).toHaveText('Paused.');
    await expect(start).toHaveAttribute('aria-pressed', 'false');

    const origin = new URL(baseURL!).origin;
    expect(await page.evaluate(() => (window as unknown as { parlaWorkletModules: string[] }).parlaWorkletModules)).toEqual([`${origin}/vad/vad.worklet.bundle.min.js`]);
    expect(requests).toContain(`${origin}/vad/silero_vad_legacy.onnx`);
    expect(foreignRequests(requests, origin)).toEqual([]);
    await context.close();
  });
});
