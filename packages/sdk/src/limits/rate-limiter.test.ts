import type { RateLimitedAction } from '@parla/contract/constants';
import { RATE_LIMITS } from '@parla/contract/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../errors/api-error.js';
import { memoryStorage, systemClock } from '../ports.js';
import type { StorageEventSource } from '../tokens/storage-events.js';
import { createRateLimiter, isRateLimitError } from './rate-limiter.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-03-10T12:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

/** `systemClock` reads `Date.now()` at call time, so under fake timers it is a clock the test controls. */
const clock = systemClock;

function consumeTimes(limiter: ReturnType<typeof createRateLimiter>, action: RateLimitedAction, times: number): void {
  for (let attempt = 0; attempt < times; attempt += 1) {
    limiter.consume(action);
  }
}

function caught(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

/** The §9 table, written out: the first attempt that warns is ceil(limit × warning at). */
const SPEC_ROWS: {
  action: RateLimitedAction;
  limit: number;
  window: string;
  windowMs: number;
  block: string;
  blockMs: number;
  warningAt: string;
  firstWarningAttempt: number;
}[] = [
  { action: 'message_send', limit: 15, window: '1 minute', windowMs: MINUTE, block: '5 minutes', blockMs: 5 * MINUTE, warningAt: '80 %', firstWarningAttempt: 12 },
  { action: 'transcribe', limit: 30, window: '1 minute', windowMs: MINUTE, block: '10 minutes', blockMs: 10 * MINUTE, warningAt: '75 %', firstWarningAttempt: 23 },
  { action: 'synthesize', limit: 50, window: '1 minute', windowMs: MINUTE, block: '5 minutes', blockMs: 5 * MINUTE, warningAt: '85 %', firstWarningAttempt: 43 },
  { action: 'create_conversation', limit: 5, window: '1 hour', windowMs: HOUR, block: '1 hour', blockMs: HOUR, warningAt: '60 %', firstWarningAttempt: 3 },
  { action: 'login', limit: 10, window: '15 minutes', windowMs: 15 * MINUTE, block: '30 minutes', blockMs: 30 * MINUTE, warningAt: '70 %', firstWarningAttempt: 7 },
  { action: 'data_export', limit: 3, window: '1 day', windowMs: DAY, block: '1 day', blockMs: DAY, warningAt: '50 %', firstWarningAttempt: 2 },
];

for (const row of SPEC_ROWS) {
  describe(`when the ${row.action} limit is reached (${row.limit} per ${row.window})`, () => {
    it(`allows ${row.limit} attempts within the window, the last of them starting the block, then refuses the next`, () => {
      const limiter = createRateLimiter({ storage: memoryStorage(), clock });

      consumeTimes(limiter, row.action, row.limit - 1);
      expect(limiter.check(row.action)).toMatchObject({ used: row.limit - 1, remaining: 1, blocked: false });
      expect(limiter.consume(row.action)).toMatchObject({ used: row.limit, remaining: 0, blocked: true, retryAfterMs: row.blockMs });

      const error = caught(() => limiter.consume(row.action));
      expect(isRateLimitError(error)).toBe(true);
      expect(error).toMatchObject({ retryAfterMs: row.blockMs });
    });

    it(`blocks for ${row.block} from the attempt that reaches the limit, even once the window has freed up`, () => {
      const limiter = createRateLimiter({ storage: memoryStorage(), clock });
      consumeTimes(limiter, row.action, row.limit - 1);
      vi.advanceTimersByTime(row.windowMs / 2);
      limiter.consume(row.action);

      // By now every earlier attempt has left the window; the block still runs.
      vi.advanceTimersByTime(row.blockMs - 1);
      expect(limiter.check(row.action)).toMatchObject({ blocked: true, retryAfterMs: 1, remaining: 0 });
      expect(caught(() => limiter.consume(row.action))).toMatchObject({ kind: 'rate_limited', retryAfterMs: 1 });

      vi.advanceTimersByTime(1);
      expect(limiter.consume(row.action)).toMatchObject({ blocked: false, used: 1, remaining: row.limit - 1 });
    });

    it(`blocks for ${row.block}, then allows again (not a millisecond early)`, () => {
      const limiter = createRateLimiter({ storage: memoryStorage(), clock });
      consumeTimes(limiter, row.action, row.limit);
      expect(() => limiter.consume(row.action)).toThrow(ApiError);

      vi.advanceTimersByTime(row.blockMs - 1);
      expect(limiter.check(row.action)).toMatchObject({ blocked: true, retryAfterMs: 1 });
      expect(() => limiter.consume(row.action)).toThrow(ApiError);

      vi.advanceTimersByTime(1);
      expect(limiter.check(row.action)).toMatchObject({ blocked: false, used: 0, remaining: row.limit });
      expect(limiter.consume(row.action)).toMatchObject({ blocked: false, used: 1, remaining: row.limit - 1 });
    });

    it(`warns from attempt ${row.firstWarningAttempt} (${row.warningAt} of ${row.limit})`, () => {
      const limiter = createRateLimiter({ storage: memoryStorage(), clock });

      consumeTimes(limiter, row.action, row.firstWarningAttempt - 1);
      expect(limiter.check(row.action).warning).toBe(false);

      expect(limiter.consume(row.action).warning).toBe(true);
      expect(limiter.check(row.action).warning).toBe(true);
    });

    it('counts the attempts of another tab on the same storage', () => {
      const storage = memoryStorage();
      const firstTab = createRateLimiter({ storage, clock });
      const secondTab = createRateLimiter({ storage, clock });

      consumeTimes(firstTab, row.action, row.limit - 1);
      expect(secondTab.check(row.action)).toMatchObject({ used: row.limit - 1, remaining: 1 });

      secondTab.consume(row.action);
      expect(() => firstTab.consume(row.action)).toThrow(ApiError);
      expect(secondTab.check(row.action)).toMatchObject({ blocked: true, retryAfterMs: row.blockMs });
    });

    it(`forgets attempts older than ${row.window} (sliding window)`, () => {
      const limiter = createRateLimiter({ storage: memoryStorage(), clock });
      limiter.consume(row.action);
      vi.advanceTimersByTime(row.windowMs - 1);
      consumeTimes(limiter, row.action, row.limit - 2);
      expect(limiter.check(row.action)).toMatchObject({ used: row.limit - 1, remaining: 1 });

      vi.advanceTimersByTime(1);

      expect(limiter.check(row.action)).toMatchObject({ used: row.limit - 2, remaining: 2 });
      expect(limiter.consume(row.action)).toMatchObject({ used: row.limit - 1, blocked: false });
    });
  });
}

describe('the rate_limited error', () => {
  it('is an ApiError with kind and code rate_limited, status 429, the §8 message and the time left', () => {
    const limiter = createRateLimiter({ storage: memoryStorage(), clock });
    consumeTimes(limiter, 'message_send', 15);

    const error = caught(() => limiter.consume('message_send'));

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'rate_limited',
      code: 'rate_limited',
      status: 429,
      message: 'Too many requests. Please wait and try again.',
      retryAfterMs: 5 * MINUTE,
    });
  });

  it('reports the time left while blocked, without extending the block', () => {
    const limiter = createRateLimiter({ storage: memoryStorage(), clock });
    consumeTimes(limiter, 'message_send', 15);
    expect(() => limiter.consume('message_send')).toThrow(ApiError);

    vi.advanceTimersByTime(2 * MINUTE);
    expect(caught(() => limiter.consume('message_send'))).toMatchObject({ retryAfterMs: 3 * MINUTE });
    vi.advanceTimersByTime(MINUTE);
    expect(caught(() => limiter.consume('message_send'))).toMatchObject({ retryAfterMs: 2 * MINUTE });

    expect(limiter.check('message_send')).toMatchObject({
      blocked: true,
      retryAfterMs: 2 * MINUTE,
      remaining: 0,
      resetsAt: Date.now() + 2 * MINUTE,
    });
  });
});

describe('attempts stored at the limit without a block (by an older version, or another tab running one)', () => {
  it('count as the block that the attempt reaching the limit started', () => {
    const storage = memoryStorage();
    const reachedAt = Date.now();
    const attempts = Array.from({ length: 15 }, (_, index) => reachedAt - 30 * SECOND + index * SECOND).map((time, index) => (index === 14 ? reachedAt : time));
    storage.setItem('parla_rate_limits', JSON.stringify({ message_send: { attempts, blockedUntil: null } }));
    const limiter = createRateLimiter({ storage, clock });

    vi.advanceTimersByTime(MINUTE);

    expect(limiter.check('message_send')).toMatchObject({ blocked: true, retryAfterMs: 4 * MINUTE, resetsAt: reachedAt + 5 * MINUTE });
    expect(caught(() => limiter.consume('message_send'))).toMatchObject({ retryAfterMs: 4 * MINUTE });
    vi.advanceTimersByTime(4 * MINUTE);
    expect(limiter.consume('message_send')).toMatchObject({ blocked: false, used: 1 });
  });
});

describe('isRateLimitError', () => {
  it('is true only for rate_limited ApiErrors', () => {
    expect(isRateLimitError(new ApiError({ kind: 'rate_limited', message: 'x' }))).toBe(true);
    expect(isRateLimitError(new ApiError({ kind: 'http', status: 429, message: 'x' }))).toBe(false);
    expect(isRateLimitError(new Error('rate_limited'))).toBe(false);
    expect(isRateLimitError(null)).toBe(false);
  });
});

describe('rate-limit status', () => {
  it('describes an untouched action as free', () => {
    const limiter = createRateLimiter({ storage: memoryStorage(), clock });

    expect(limiter.check('login')).toEqual({
      action: 'login',
      limit: 10,
      blockMs: 30 * MINUTE,
      remaining: 10,
      used: 0,
      blocked: false,
      retryAfterMs: 0,
      warning: false,
      resetsAt: null,
    });
  });

  it('resets when the oldest attempt leaves the window', () => {
    const limiter = createRateLimiter({ storage: memoryStorage(), clock });
    const start = Date.now();
    limiter.consume('login');
    vi.advanceTimersByTime(MINUTE);
    limiter.consume('login');

    expect(limiter.check('login').resetsAt).toBe(start + 15 * MINUTE);
  });

  it('keeps actions apart', () => {
    const limiter = createRateLimiter({ storage: memoryStorage(), clock });
    consumeTimes(limiter, 'data_export', 3);
    expect(() => limiter.consume('data_export')).toThrow(ApiError);

    expect(limiter.check('message_send')).toMatchObject({ used: 0, blocked: false });
    expect(limiter.consume('login').used).toBe(1);
  });

  it('follows custom rules', () => {
    const limiter = createRateLimiter({
      storage: memoryStorage(),
      clock,
      rules: {
        message_send: { limit: 1, windowMs: SECOND, blockMs: 2 * SECOND, warningAt: 1 },
        transcribe: { limit: 1, windowMs: SECOND, blockMs: SECOND, warningAt: 1 },
        synthesize: { limit: 1, windowMs: SECOND, blockMs: SECOND, warningAt: 1 },
        create_conversation: { limit: 1, windowMs: SECOND, blockMs: SECOND, warningAt: 1 },
        login: { limit: 1, windowMs: SECOND, blockMs: SECOND, warningAt: 1 },
        data_export: { limit: 1, windowMs: SECOND, blockMs: SECOND, warningAt: 1 },
      },
    });

    limiter.consume('message_send');

    expect(caught(() => limiter.consume('message_send'))).toMatchObject({ retryAfterMs: 2 * SECOND });
  });
});

describe('when a warning threshold is not a whole number of attempts', () => {
  it('warns exactly from the attempt that reaches the fraction, free of floating-point error', () => {
    const limiter = createRateLimiter({
      storage: memoryStorage(),
      clock,
      rules: { ...RATE_LIMITS, login: { limit: 100, windowMs: HOUR, blockMs: HOUR, warningAt: 0.07 } },
    });

    consumeTimes(limiter, 'login', 6);
    expect(limiter.check('login').warning).toBe(false);
    expect(limiter.consume('login').warning).toBe(true);
  });
});

describe('rate-limit storage', () => {
  it('keeps every action in one JSON record under parla_rate_limits', () => {
    const storage = memoryStorage();
    const limiter = createRateLimiter({ storage, clock });

    limiter.consume('login');
    limiter.consume('transcribe');

    expect(Object.keys(JSON.parse(storage.getItem('parla_rate_limits') ?? '{}'))).toEqual(['login', 'transcribe']);
  });

  it.each([
    ['not JSON', '{oops'],
    ['an array', '[1,2]'],
    ['attempts that are not times', '{"login":{"attempts":["x"],"blockedUntil":null}}'],
    ['a block that is not a time', '{"login":{"attempts":[],"blockedUntil":"soon"}}'],
  ])('ignores stored data that is %s', (_case, raw) => {
    const storage = memoryStorage();
    storage.setItem('parla_rate_limits', raw);
    const limiter = createRateLimiter({ storage, clock });

    expect(limiter.check('login')).toMatchObject({ used: 0, blocked: false });
    expect(limiter.consume('login').used).toBe(1);
  });

  it('keeps working in memory when storage writes throw', () => {
    const limiter = createRateLimiter({
      storage: {
        getItem: () => null,
        setItem: () => {
          throw new Error('quota');
        },
        removeItem: () => undefined,
      },
      clock,
    });

    consumeTimes(limiter, 'data_export', 3);

    expect(() => limiter.consume('data_export')).toThrow(ApiError);
  });
});

describe('reset', () => {
  it('forgets one action', () => {
    const limiter = createRateLimiter({ storage: memoryStorage(), clock });
    consumeTimes(limiter, 'data_export', 3);
    expect(() => limiter.consume('data_export')).toThrow(ApiError);
    limiter.consume('login');

    limiter.reset('data_export');

    expect(limiter.check('data_export')).toMatchObject({ used: 0, blocked: false });
    expect(limiter.check('login').used).toBe(1);
  });

  it('forgets every action and removes the record', () => {
    const storage = memoryStorage();
    const limiter = createRateLimiter({ storage, clock });
    limiter.consume('login');
    limiter.consume('transcribe');

    limiter.reset();

    expect(limiter.check('login').used).toBe(0);
    expect(limiter.check('transcribe').used).toBe(0);
    expect(storage.getItem('parla_rate_limits')).toBeNull();
  });
});

describe('cleanup', () => {
  it('drops attempts that left their window and blocks that ended', () => {
    const storage = memoryStorage();
    const limiter = createRateLimiter({ storage, clock });
    consumeTimes(limiter, 'message_send', 15);
    expect(() => limiter.consume('message_send')).toThrow(ApiError);
    limiter.consume('login');
    limiter.consume('data_export');

    vi.advanceTimersByTime(15 * MINUTE);
    limiter.cleanup();

    const stored = JSON.parse(storage.getItem('parla_rate_limits') ?? '{}') as Record<string, unknown>;
    expect(stored).toEqual({ data_export: { attempts: [Date.now() - 15 * MINUTE], blockedUntil: null } });
  });

  it('removes the record when nothing is left', () => {
    const storage = memoryStorage();
    const limiter = createRateLimiter({ storage, clock });
    limiter.consume('synthesize');

    vi.advanceTimersByTime(MINUTE);
    limiter.cleanup();

    expect(storage.getItem('parla_rate_limits')).toBeNull();
  });

  it('keeps blocks that have not ended', () => {
    const limiter = createRateLimiter({ storage: memoryStorage(), clock });
    consumeTimes(limiter, 'transcribe', 30);
    expect(() => limiter.consume('transcribe')).toThrow(ApiError);

    vi.advanceTimersByTime(5 * MINUTE);
    limiter.cleanup();

    expect(limiter.check('transcribe')).toMatchObject({ blocked: true, retryAfterMs: 5 * MINUTE });
  });
});

describe('subscribe', () => {
  it('tells subscribers which action changed', () => {
    const limiter = createRateLimiter({ storage: memoryStorage(), clock });
    const listener = vi.fn();
    limiter.subscribe(listener);

    limiter.consume('login');
    limiter.reset();

    expect(listener.mock.calls).toEqual([['login'], [null]]);
  });

  it('tells subscribers when another tab changes the limits (storage event)', () => {
    const storage = memoryStorage();
    const events = new EventTarget() as EventTarget & StorageEventSource;
    const limiter = createRateLimiter({ storage, clock, events });
    const otherTab = createRateLimiter({ storage, clock });
    const listener = vi.fn();
    const unsubscribe = limiter.subscribe(listener);

    otherTab.consume('message_send');
    events.dispatchEvent(Object.assign(new Event('storage'), { key: 'parla_rate_limits', storageArea: storage }));
    events.dispatchEvent(Object.assign(new Event('storage'), { key: 'parla_tokens', storageArea: storage }));

    expect(listener).toHaveBeenCalledExactlyOnceWith(null);
    expect(limiter.check('message_send').used).toBe(1);

    unsubscribe();
    events.dispatchEvent(Object.assign(new Event('storage'), { key: 'parla_rate_limits', storageArea: storage }));
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
