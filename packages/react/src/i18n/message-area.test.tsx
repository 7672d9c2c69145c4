import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadArea, loadAreaOrEnglish, loadedArea } from './message-area.js';
import type { AreaMessages, MessageArea } from './message-area.js';
import { FIRST_LANGUAGE_WAIT_MS, useAreaIntl } from './use-area-intl.js';

function setOnline(online: boolean): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

function comeBackOnline(): void {
  setOnline(true);
  window.dispatchEvent(new Event('online'));
}

/** An area whose German messages fail to download once (the connection is down), then arrive. */
function areaFailingOnce(): MessageArea & { load: ReturnType<typeof vi.fn> } {
  const load = vi
    .fn<() => Promise<AreaMessages>>()
    .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    .mockResolvedValue({ greeting: 'Hallo' });
  return { english: { greeting: 'Hello' }, load };
}

function Greeting({ area }: { area: MessageArea }) {
  const intl = useAreaIntl(area, 'de');
  return intl ? <p>{intl.formatMessage({ id: 'greeting' })}</p> : null;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the first language', () => {
  it('shows nothing until its messages are there, never English first', async () => {
    setOnline(true);
    let arrive: (messages: AreaMessages) => void = () => undefined;
    const area: MessageArea = { english: { greeting: 'Hello' }, load: () => new Promise((resolve) => (arrive = resolve)) };
    const { container } = render(<Greeting area={area} />);

    expect(container.textContent).toBe('');
    await act(async () => arrive({ greeting: 'Hallo' }));

    expect(container.textContent).toBe('Hallo');
  });

  it(`shows English meanwhile when they take over ${FIRST_LANGUAGE_WAIT_MS / 1000} seconds, then the language`, async () => {
    vi.useFakeTimers();
    try {
      setOnline(true);
      let arrive: (messages: AreaMessages) => void = () => undefined;
      const area: MessageArea = { english: { greeting: 'Hello' }, load: () => new Promise((resolve) => (arrive = resolve)) };
      const { container } = render(<Greeting area={area} />);

      act(() => vi.advanceTimersByTime(FIRST_LANGUAGE_WAIT_MS - 1));
      expect(container.textContent).toBe('');
      act(() => vi.advanceTimersByTime(1));
      expect(container.textContent).toBe('Hello');
      await act(async () => arrive({ greeting: 'Hallo' }));

      expect(container.textContent).toBe('Hallo');
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows English at once when the download fails while online', async () => {
    setOnline(true);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const area: MessageArea = { english: { greeting: 'Hello' }, load: () => Promise.reject(new Error('404')) };
    const { container } = render(<Greeting area={area} />);

    await vi.waitFor(() => expect(container.textContent).toBe('Hello'));
  });
});

describe('a language’s messages that fail to download offline', () => {
  it('are loaded again once the browser is back online', async () => {
    setOnline(false);
    const area = areaFailingOnce();
    const loading = loadArea(area, 'de');
    await vi.waitFor(() => expect(area.load).toHaveBeenCalledTimes(1));
    expect(loadedArea(area, 'de')).toBeUndefined();

    comeBackOnline();

    await expect(loading).resolves.toEqual({ greeting: 'Hallo' });
    expect(loadedArea(area, 'de')).toEqual({ greeting: 'Hallo' });
  });

  it('show in that language once back online, English meanwhile', async () => {
    setOnline(false);
    const area = areaFailingOnce();
    render(<Greeting area={area} />);
    await vi.waitFor(() => expect(area.load).toHaveBeenCalledTimes(1));
    expect(screen.getByText('Hello')).toBeTruthy();

    await act(async () => {
      comeBackOnline();
      await loadArea(area, 'de');
    });

    expect(screen.getByText('Hallo')).toBeTruthy();
  });

  it('of a part, are not replaced by English for good: the part gets its language when the connection returns', async () => {
    setOnline(false);
    const area = areaFailingOnce();
    let messages: AreaMessages | undefined;
    void loadAreaOrEnglish(area, 'de').then((loaded) => (messages = loaded));
    await vi.waitFor(() => expect(area.load).toHaveBeenCalledTimes(1));

    comeBackOnline();

    await vi.waitFor(() => expect(messages).toEqual({ greeting: 'Hallo' }));
  });

  it('fall back to English when the download fails while online', async () => {
    setOnline(true);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const area = areaFailingOnce();

    await expect(loadAreaOrEnglish(area, 'de')).resolves.toEqual({ greeting: 'Hello' });
    expect(error).toHaveBeenCalledTimes(1);
  });
});
