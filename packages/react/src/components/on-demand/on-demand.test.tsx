import { screen } from '@testing-library/react';
import { lazy } from 'react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithSession } from '../../test-utils/render-with-session.js';
import { createTestSession } from '../../test-utils/test-session.js';
import { loadOnDemand } from '../../utils/load-on-demand.js';
import { OnDemand } from './on-demand.js';

/** Renders `part` in an `OnDemand`, beside a Send button that stands for the rest of the chat. */
async function renderBesideTheChat(part: ReactNode): Promise<void> {
  const { session } = await createTestSession();
  renderWithSession(
    <>
      <button type="button">Send</button>
      <OnDemand>{part}</OnDemand>
    </>,
    session,
  );
}

describe('OnDemand', () => {
  it('shows the part once its code has loaded, and the fallback until then', async () => {
    let loaded: (module: { default: () => React.JSX.Element }) => void = () => undefined;
    const Part = lazy(() => new Promise<{ default: () => React.JSX.Element }>((resolve) => (loaded = resolve)));
    const { session } = await createTestSession();
    renderWithSession(
      <OnDemand fallback={<p>Loading the part</p>}>
        <Part />
      </OnDemand>,
      session,
    );

    expect(screen.getByText('Loading the part')).toBeTruthy();
    loaded({ default: () => <p>The part</p> });
    expect(await screen.findByText('The part')).toBeTruthy();
  });

  it('says the part could not be loaded instead of taking the chat down, which stays usable', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Part = lazy(loadOnDemand(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))));
    await renderBesideTheChat(<Part />);

    expect((await screen.findByRole('alert')).textContent).toBe('Part of the app could not be loaded. Please reload the page.');
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy();
    expect(error).toHaveBeenCalledWith('[@parla/react] A part of the interface could not be shown', expect.any(TypeError), expect.any(String));
    vi.restoreAllMocks();
  });

  it('only logs a part that throws for another reason (§2), and the chat goes on', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new TypeError("Cannot read properties of undefined (reading 'id')");
    }
    await renderBesideTheChat(<Broken />);

    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(error).toHaveBeenCalledWith('[@parla/react] A part of the interface could not be shown', expect.any(TypeError), expect.any(String));
    vi.restoreAllMocks();
  });
});
