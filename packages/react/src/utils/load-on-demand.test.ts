import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadOnDemand, preload } from './load-on-demand.js';

function setOnline(online: boolean): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('loadOnDemand', () => {
  it('passes a successful import through', async () => {
    const load = vi.fn(() => Promise.resolve('part'));

    await expect(loadOnDemand(load)()).resolves.toBe('part');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('rejects an import that failed while online, for the part to report', async () => {
    setOnline(true);
    const failure = new TypeError('Failed to fetch dynamically imported module');

    await expect(loadOnDemand(() => Promise.reject(failure))()).rejects.toBe(failure);
  });

  it('waits for the connection when the import failed offline, then tries again', async () => {
    setOnline(false);
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new TypeError('offline')).mockResolvedValue('part');
    let result: string | undefined;
    void loadOnDemand(load)().then((value) => (result = value));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(result).toBeUndefined();

    setOnline(true);
    window.dispatchEvent(new Event('online'));

    await vi.waitFor(() => expect(result).toBe('part'));
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('preload', () => {
  it('starts the import and leaves a failure to the part, without an unhandled rejection', async () => {
    setOnline(true);
    const load = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);

    preload(loadOnDemand(load));
    await new Promise((resolve) => setTimeout(resolve, 0));

    process.off('unhandledRejection', unhandled);
    expect(load).toHaveBeenCalledTimes(1);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
