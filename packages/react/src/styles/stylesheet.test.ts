import { describe, expect, it } from 'vitest';
import { BREAKPOINTS, THEME_COLORS } from '@parla/contract/constants';
import { confirmDialogStyles } from '../components/confirm-dialog/confirm-dialog-styles.js';
import { dialogStyles } from '../components/dialog/dialog-styles.js';
import { menuStyles } from '../components/menu/menu-styles.js';
import { messageEditorStyles } from '../components/message-menu/message-editor-styles.js';
import { voiceRecorderStyles } from '../components/voice-recorder/voice-recorder-styles.js';
import { parlaChatStylesheet } from './chat-stylesheet.js';
import { contrastRatio } from './contrast-ratio.js';
import { screenStyles } from './screen-styles.js';
import { parlaStylesheet } from './stylesheet.js';
import { DARK_TOKENS, LIGHT_TOKENS, SNACKBAR_TEXT, SNACKBAR_TONES, TEXT_PAIRS } from './tokens.js';

/** Every selector of the stylesheet (the text before each `{`, minus at-rules and keyframe steps). */
function selectors(css: string): string[] {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...withoutComments.matchAll(/([^{}]+)\{/g)]
    .map((match) => (match[1] ?? '').trim())
    .filter((prelude) => !prelude.startsWith('@') && !/^(from|to|\d+%)$/.test(prelude))
    .flatMap((prelude) => prelude.split(',').map((selector) => selector.trim()));
}

describe('the stylesheet', () => {
  it('only styles the library: every selector is :host, .parla-root or a parla- class', () => {
    const all = selectors(parlaStylesheet);

    expect(all.length).toBeGreaterThan(40);
    for (const selector of all) {
      expect(selector, selector).toMatch(/^(:host|\.parla-)/);
    }
  });

  it('has no :root, html or body selectors, so it also works inside a shadow root', () => {
    for (const selector of selectors(parlaStylesheet)) {
      expect(selector).not.toMatch(/:root|(^|\s)(html|body)\b/);
    }
  });

  it("sets the dark scheme by data-theme on the library's root (and on a shadow host)", () => {
    expect(parlaStylesheet).toContain(':host([data-theme="dark"]), .parla-root[data-theme="dark"]');
    expect(parlaStylesheet).toContain(`--parla-color-background: ${THEME_COLORS.dark.background}`);
    expect(parlaStylesheet).toContain(`--parla-color-surface: ${THEME_COLORS.dark.surface}`);
  });

  it('declares the §9 colours, drawer width and breakpoints as custom properties', () => {
    for (const color of [THEME_COLORS.primary, THEME_COLORS.secondary, THEME_COLORS.accent, THEME_COLORS.error, THEME_COLORS.info, THEME_COLORS.success, THEME_COLORS.warning]) {
      expect(parlaStylesheet).toContain(color);
    }
    expect(parlaStylesheet).toContain('--parla-drawer-width: 256px');
    expect(parlaStylesheet).toContain(`--parla-breakpoint-sm: ${BREAKPOINTS.sm}px`);
    expect(parlaStylesheet).toContain(`--parla-breakpoint-xl: ${BREAKPOINTS.xl}px`);
    expect(parlaStylesheet).toContain('@media (max-width: 599.98px)');
  });

  it.each([
    ['menu list', menuStyles, '.parla-menu__item'],
    ['message editor', messageEditorStyles, '.parla-message-editor__actions'],
    ['dialogs', dialogStyles, '.parla-dialog__actions'],
    ['confirmation dialog', confirmDialogStyles, '.parla-confirm-dialog__body'],
    ['voice recorder', voiceRecorderStyles, '.parla-level-meter__bar'],
  ])("holds every rule of the %s, which the chat's own sheet leaves to it", (_, styles, selector) => {
    expect(styles).toContain(selector);
    expect(parlaStylesheet).toContain(styles);
    expect(parlaChatStylesheet).not.toContain(selector);
  });

  it('holds each of those rules once; the screens bring the voice recorder\'s for the pronunciation practice', () => {
    for (const styles of [menuStyles, messageEditorStyles, dialogStyles, confirmDialogStyles, voiceRecorderStyles]) {
      expect(parlaStylesheet.split(styles)).toHaveLength(2);
    }
    expect(screenStyles).toContain(voiceRecorderStyles);
  });

  it('lets the confirmation dialog keep its narrower width when its sheet is hoisted before the root\'s', () => {
    expect(confirmDialogStyles).toContain('.parla-dialog.parla-confirm-dialog { width: min(440px');
  });

  it('never makes a field smaller than 16 px (mobile browsers zoom into smaller ones)', () => {
    expect(parlaStylesheet).toMatch(/\.parla-field \{[^}]*font-size: max\(16px, 1rem\)/);
  });
});

describe('colour contrast (WCAG AA, 4.5:1 for text)', () => {
  it('rejects white text on the §9 primary #667eea (3.66:1), which is why buttons use a darker primary', () => {
    expect(contrastRatio('#ffffff', THEME_COLORS.primary)).toBeLessThan(4.5);
    expect(contrastRatio(LIGHT_TOKENS.onPrimaryStrong, LIGHT_TOKENS.primaryStrong)).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    ['light', LIGHT_TOKENS],
    ['dark', DARK_TOKENS],
  ] as const)('meets 4.5:1 for every text colour on its background in the %s scheme', (_, tokens) => {
    for (const [foreground, background] of TEXT_PAIRS) {
      expect(contrastRatio(tokens[foreground], tokens[background]), `${foreground} on ${background}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it.each([
    ['light', LIGHT_TOKENS],
    ['dark', DARK_TOKENS],
  ] as const)('gives the focus ring 3:1 on background and surface in the %s scheme (WCAG 1.4.11)', (_, tokens) => {
    expect(contrastRatio(tokens.focus, tokens.background)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(tokens.focus, tokens.surface)).toBeGreaterThanOrEqual(3);
  });

  it.each(Object.entries(SNACKBAR_TONES))('meets 4.5:1 for snackbar text on the %s tone', (_, background) => {
    expect(contrastRatio(SNACKBAR_TEXT, background)).toBeGreaterThanOrEqual(4.5);
  });
});
