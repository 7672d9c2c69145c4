// Issue #24: a first start answers /health/ as soon as its database is open, while the rest of the server still loads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/connect.js';
import { startingHandler, type FetchHandler } from '../src/starting-app.js';
import { FakeClock } from './test-app.js';
import { createTestDatabase } from './test-db.js';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

describe('the server while it starts', () => {
  it('answers /health/ from the database at once, holds every other request until the whole server is ready, then hands all to it', async () => {
    let ready: (handler: FetchHandler) => void = () => {};
    const whole = new Promise<FetchHandler>((resolve) => {
      ready = resolve;
    });
    const clock = new FakeClock();
    const handle = startingHandler({ db: database.db, clock }, whole, '/tutor/health/');

    const health = await handle(new Request('http://parla.test/tutor/health/'), {});
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', database: 'ok', time: '2025-03-10T10:00:00.001Z' });
    expect(health.headers.get('X-Request-Id')).toBeTruthy();
    expect(health.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(health.headers.get('Cache-Control')).toContain('no-store');

    let answered = false;
    const held = Promise.resolve(handle(new Request('http://parla.test/tutor/api/v1/terms/'), {})).then((response) => {
      answered = true;
      return response;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(answered).toBe(false);

    ready((request) => new Response(`whole server: ${new URL(request.url).pathname}`));
    expect(await (await held).text()).toBe('whole server: /tutor/api/v1/terms/');
    // Once ready, /health/ is the whole server's too.
    expect(await (await handle(new Request('http://parla.test/tutor/health/'), {})).text()).toBe('whole server: /tutor/health/');
  });
});
