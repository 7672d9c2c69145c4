import { Suspense, lazy } from 'react';
import type { JSX } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Menu } from './menu.js';
import { MenuButton } from './menu-button.js';
import type { MenuListContext } from './menu-button.js';
import { MenuList } from './menu-list.js';
import type { MenuItem } from './menu.js';
import '../../test-utils/render-with-session.js';

function renderMenu(overrides: Partial<MenuItem> = {}) {
  const chosen = vi.fn<(id: string) => void>();
  const items: MenuItem[] = [
    { id: 'speak', label: 'Speak', onSelect: () => chosen('speak'), ...overrides },
    { id: 'copy', label: 'Copy', onSelect: () => chosen('copy') },
    { id: 'translate', label: 'Translate', onSelect: () => chosen('translate') },
  ];
  render(
    <>
      <Menu label="Message actions" items={items} />
      <button type="button">Elsewhere</button>
    </>,
  );
  return { chosen, trigger: screen.getByRole('button', { name: 'Message actions' }) };
}

describe('Menu', () => {
  it('is a menu button: aria-haspopup="menu", collapsed until opened', () => {
    const { trigger } = renderMenu();

    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens on click with focus on the first item, and is labelled by its button', async () => {
    const { trigger } = renderMenu();

    await userEvent.click(trigger);

    const menu = screen.getByRole('menu', { name: 'Message actions' });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(trigger.getAttribute('aria-controls')).toBe(menu.id);
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Speak' }));
  });

  it('moves with the arrow keys (wrapping), Home and End', async () => {
    const { trigger } = renderMenu();
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const focused = () => document.activeElement?.textContent;
    expect(focused()).toBe('Speak');

    await userEvent.keyboard('{ArrowDown}');
    expect(focused()).toBe('Copy');
    await userEvent.keyboard('{End}');
    expect(focused()).toBe('Translate');
    await userEvent.keyboard('{ArrowDown}');
    expect(focused()).toBe('Speak');
    await userEvent.keyboard('{ArrowUp}');
    expect(focused()).toBe('Translate');
    await userEvent.keyboard('{Home}');
    expect(focused()).toBe('Speak');
  });

  it('opens on the last item with ArrowUp', async () => {
    const { trigger } = renderMenu();
    trigger.focus();

    await userEvent.keyboard('{ArrowUp}');

    expect(document.activeElement?.textContent).toBe('Translate');
  });

  it('chooses an item with Enter, closes and gives focus back to the button', async () => {
    const { trigger, chosen } = renderMenu();
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{ArrowDown}{Enter}');

    expect(chosen).toHaveBeenCalledWith('copy');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('closes on Escape without choosing and gives focus back', async () => {
    const { trigger, chosen } = renderMenu();
    await userEvent.click(trigger);

    await userEvent.keyboard('{Escape}');

    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(trigger);
    expect(chosen).not.toHaveBeenCalled();
  });

  it('closes when the learner clicks elsewhere', async () => {
    const { trigger } = renderMenu();
    await userEvent.click(trigger);

    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));

    expect(screen.queryByRole('menu')).toBeNull();
  });

  describe('a disabled item', () => {
    it('stays reachable, says why (tooltip and description) and does nothing when chosen', async () => {
      const { trigger, chosen } = renderMenu({ disabled: true, description: 'Your browser cannot read messages aloud.' });
      await userEvent.click(trigger);

      const item = screen.getByRole('menuitem', { name: 'Speak' });
      expect(item.getAttribute('aria-disabled')).toBe('true');
      expect(item.getAttribute('title')).toBe('Your browser cannot read messages aloud.');
      expect(document.getElementById(item.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Your browser cannot read messages aloud.');
      await userEvent.click(item);
      expect(chosen).not.toHaveBeenCalled();
      expect(screen.getByRole('menu')).toBeTruthy();
    });
  });

  describe('with a list that loads on demand', () => {
    function renderLazyMenu() {
      let loaded: (() => void) | null = null;
      const onIntent = vi.fn();
      const chosen = vi.fn<(id: string) => void>();
      const items: MenuItem[] = [
        { id: 'speak', label: 'Speak', onSelect: () => chosen('speak') },
        { id: 'copy', label: 'Copy', onSelect: () => chosen('copy') },
      ];
      const LazyList = lazy(
        () =>
          new Promise<{ default: (context: MenuListContext) => JSX.Element }>((resolve) => {
            loaded = () => resolve({ default: (context) => <MenuList {...context} items={items} /> });
          }),
      );
      render(
        <MenuButton
          label="Message actions"
          onIntent={onIntent}
          renderList={(context) => (
            <Suspense fallback={null}>
              <LazyList {...context} />
            </Suspense>
          )}
        />,
      );
      const load = async () => {
        await waitFor(() => expect(loaded).not.toBeNull());
        await act(async () => loaded?.());
      };
      return { trigger: screen.getByRole('button', { name: 'Message actions' }), onIntent, chosen, load };
    }

    it('asks for the list when the pointer or focus reaches the button', async () => {
      const { trigger, onIntent } = renderLazyMenu();

      await userEvent.hover(trigger);
      expect(onIntent).toHaveBeenCalledTimes(1);
      trigger.focus();
      expect(onIntent).toHaveBeenCalledTimes(2);
    });

    it('moves focus into the list once it has loaded (the last entry after ArrowUp), and Escape gives it back', async () => {
      const { trigger, load } = renderLazyMenu();
      trigger.focus();

      await userEvent.keyboard('{ArrowUp}');
      expect(trigger.getAttribute('aria-expanded')).toBe('true');
      expect(screen.queryByRole('menu')).toBeNull();
      await load();

      const menu = screen.getByRole('menu', { name: 'Message actions' });
      expect(trigger.getAttribute('aria-controls')).toBe(menu.id);
      expect(document.activeElement).toBe(within(menu).getByRole('menuitem', { name: 'Copy' }));
      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('menu')).toBeNull();
      expect(document.activeElement).toBe(trigger);
    });

    it('closes when the learner clicks elsewhere while it loads', async () => {
      const { trigger } = renderLazyMenu();
      await userEvent.click(trigger);
      expect(trigger.getAttribute('aria-expanded')).toBe('true');

      await userEvent.click(document.body);

      expect(trigger.getAttribute('aria-expanded')).toBe('false');
    });
  });

  it("brings its list's rules as a hoisted stylesheet, into the shadow root it is rendered in", async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const container = document.createElement('div');
    shadow.append(container);
    const items: MenuItem[] = [{ id: 'speak', label: 'Speak', onSelect: () => undefined }];
    const { unmount } = render(<Menu label="Message actions" items={items} />, { container });

    await userEvent.click(within(container).getByRole('button', { name: 'Message actions' }));

    const style = shadow.querySelector('style[data-href="parla-menu"]');
    expect(style?.getAttribute('data-precedence')).toBe('parla');
    expect(style?.textContent).toContain('.parla-menu__item');
    unmount();
    host.remove();
  });
});
