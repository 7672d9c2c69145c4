import { act, render } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFocusTrap } from './use-focus-trap.js';

/** A chat-like root with a message box and a dialog the test opens and closes, optionally with an opener that leaves. */
function Harness({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  const dialogRef = useRef<HTMLDivElement>(null);
  useFocusTrap(dialogRef, open, () => setOpen(false));
  return (
    <div className="parla-root">
      <button type="button">Menu</button>
      {open ? null : (
        <button type="button" onClick={() => setOpen(true)}>
          Show the terms
        </button>
      )}
      <div className="parla-chat-input">
        <textarea aria-label="Your message" />
      </div>
      {open ? (
        <div ref={dialogRef} role="dialog" aria-label="Terms">
          <button type="button" onClick={() => setOpen(false)}>
            Accept
          </button>
        </div>
      ) : null}
    </div>
  );
}

function shadowContainer(): { container: HTMLElement; shadow: ShadowRoot } {
  const host = document.createElement('div');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const container = document.createElement('div');
  shadow.append(container);
  return { container, shadow };
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('useFocusTrap', () => {
  it('takes the focus into a dialog that opens in a page of its own', () => {
    const { getByRole } = render(<Harness initiallyOpen />);

    expect(document.activeElement).toBe(getByRole('button', { name: 'Accept' }));
  });

  it('leaves the focus on a host page control when a dialog opens inside an embed (shadow root)', () => {
    const hostInput = document.createElement('input');
    document.body.append(hostInput);
    hostInput.focus();
    const { container, shadow } = shadowContainer();

    render(<Harness initiallyOpen />, { container });

    expect(shadow.querySelector('[role="dialog"]')).not.toBeNull();
    expect(document.activeElement).toBe(hostInput);
  });

  it('takes the focus inside an embed when nothing on the page has it', () => {
    const { container, shadow } = shadowContainer();

    render(<Harness initiallyOpen />, { container });

    expect(shadow.activeElement?.textContent).toBe('Accept');
  });

  it('gives the focus to the message box when the control that opened the dialog is gone', () => {
    const { container, shadow } = shadowContainer();
    render(<Harness />, { container });
    const opener = shadow.querySelector<HTMLButtonElement>('button:nth-of-type(2)');
    opener?.focus();

    act(() => opener?.click());
    expect(shadow.activeElement?.textContent).toBe('Accept');
    act(() => shadow.querySelector<HTMLButtonElement>('[role="dialog"] button')?.click());

    expect(shadow.activeElement).toBe(shadow.querySelector('textarea'));
  });

  it('does not pull the focus back from a host page control the learner moved to', () => {
    const hostInput = document.createElement('input');
    document.body.append(hostInput);
    const { container, shadow } = shadowContainer();
    render(<Harness initiallyOpen />, { container });
    const accept = shadow.querySelector<HTMLButtonElement>('[role="dialog"] button');
    accept?.focus();

    hostInput.focus();
    act(() => accept?.click());

    expect(document.activeElement).toBe(hostInput);
  });
});
