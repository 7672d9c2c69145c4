import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadArea, loadAreaOrEnglish, loadedArea } from './message-area.js';
import type { AreaMessages, MessageArea } from './message-area.js';
import { useAreaIntl } from './use-area-intl.js';

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
  return <p>{useAreaIntl(area, 'de').formatMessage({ id: 'greeting' })}</p>;
}

afterEach(() => {
  vi.restoreAllMocks();
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
