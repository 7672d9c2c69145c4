// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { ROUTE_FOCUS_ATTRIBUTE, focusRouteTarget, mainHeadingOf } from './focus-route-target.js';

/** A page like the shell's: a header with a link, and `<main tabindex="-1">` holding `screen`. */
function page(screen: string) {
  document.body.innerHTML = `<header><a href="/settings" id="nav-link">Settings</a></header><main id="main" tabindex="-1">${screen}</main>`;
  return {
    main: document.getElementById('main') as HTMLElement,
    navLink: document.getElementById('nav-link') as HTMLElement,
  };
}

/** Lets the MutationObserver's callback run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('when a navigation started from a control that is gone (Sign in, Start conversation)', () => {
  it('focuses the new screen’s main heading instead of leaving the focus on <body>', () => {
    const { main } = page('<section><h2>Start a conversation</h2><button>Start</button></section>');
    const gone = document.createElement('button');

    focusRouteTarget({ main, from: gone });

    const heading = main.querySelector('h2');
    expect(document.activeElement).toBe(heading);
    expect(heading?.getAttribute('tabindex')).toBe('-1');
    expect(heading?.hasAttribute(ROUTE_FOCUS_ATTRIBUTE)).toBe(true);
  });

  it('waits for a lazy screen: the heading that appears after the loading placeholder takes the focus', async () => {
    const { main } = page('<div class="app-loading" aria-busy="true"></div>');
    const gone = document.createElement('button');
    let done = false;

    focusRouteTarget({ main, from: gone, onDone: () => (done = true) });
    await settle();
    expect(document.activeElement).toBe(document.body);
    expect(done).toBe(false);

    main.innerHTML = '<div><h2>Settings</h2><select></select></div>';
    await settle();
    expect(document.activeElement).toBe(main.querySelector('h2'));
    expect(done).toBe(true);
  });

  it('focuses the element the navigation names (the chat’s message box), which is focusable as it is', async () => {
    const { main } = page('<div class="app-loading"></div>');
    const start = document.createElement('button');

    focusRouteTarget({ main, from: start, selector: '.parla-chat-input textarea' });
    main.innerHTML =
      '<aside><h2>Your conversations</h2></aside><div><h2>Free conversation</h2><form class="parla-chat-input"><textarea></textarea></form></div>';
    await settle();

    const box = main.querySelector('textarea');
    expect(document.activeElement).toBe(box);
    expect(box?.hasAttribute('tabindex')).toBe(false);
    expect(box?.hasAttribute(ROUTE_FOCUS_ATTRIBUTE)).toBe(false);
  });

  it('falls back to the heading, then to <main>, when the target never appears', async () => {
    const { main } = page('<p>The conversation could not be opened.</p>');

    focusRouteTarget({ main, from: document.createElement('button'), selector: 'textarea', timeoutMs: 5 });
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(document.activeElement).toBe(main);
  });
});

describe('when a header link was used (it keeps the focus through the navigation)', () => {
  it('moves the focus from the link to the new screen’s heading', () => {
    const { main, navLink } = page('<div><h1>About Parla</h1></div>');
    navLink.focus();

    focusRouteTarget({ main, from: navLink });

    expect(document.activeElement).toBe(main.querySelector('h1'));
  });

  it('focuses the hash target (the about page’s help) rather than the heading', () => {
    const { main, navLink } = page('<div><h1>About Parla</h1><section id="help"><h2>Help and feedback</h2></section></div>');
    navLink.focus();

    focusRouteTarget({ main, from: navLink, hash: '#help' });

    expect(document.activeElement).toBe(document.getElementById('help'));
  });
});

describe('when the focus went elsewhere meanwhile', () => {
  it('leaves it there (a dialog that opened, the learner’s own Tab)', async () => {
    const { main, navLink } = page('<div class="app-loading"></div>');
    navLink.focus();
    let done = false;

    focusRouteTarget({ main, from: navLink, onDone: () => (done = true) });
    const dialogButton = document.createElement('button');
    document.body.append(dialogButton);
    dialogButton.focus();
    main.innerHTML = '<div><h2>New conversation</h2></div>';
    await settle();

    expect(document.activeElement).toBe(dialogButton);
    expect(done).toBe(true);
  });

  it('stops waiting when stopped (another navigation came first)', async () => {
    const { main } = page('<div class="app-loading"></div>');
    const stop = focusRouteTarget({ main, from: document.createElement('button') });

    stop();
    main.innerHTML = '<div><h2>Old screen</h2></div>';
    await settle();

    expect(document.activeElement).toBe(document.body);
  });
});

describe('mainHeadingOf', () => {
  it('takes the <h1>, else the first <h2> outside the drawer and dialogs', () => {
    expect(mainHeadingOf(page('<h2>Profile</h2><h1>Page not found</h1>').main)?.textContent).toBe('Page not found');
    expect(mainHeadingOf(page('<aside><h2>Your conversations</h2></aside><div role="dialog"><h2>Delete?</h2></div><h2>Free conversation</h2>').main)?.textContent).toBe(
      'Free conversation',
    );
    expect(mainHeadingOf(page('<p>Nothing</p>').main)).toBeNull();
  });
});
