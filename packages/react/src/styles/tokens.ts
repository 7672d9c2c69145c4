import { THEME_COLORS } from '@parla/contract/constants';

/** The colour tokens of one scheme; each becomes a `--parla-color-<name>` custom property. */
export interface ColorTokens {
  /** Page background (§9). */
  background: string;
  /** Cards, dialogs, fields (§9). */
  surface: string;
  /** Body text on background and surface. */
  text: string;
  /** Secondary text (dates, captions) on background and surface. */
  textMuted: string;
  /** The brand colour (§9): outlines, focus, the snackbar of unknown types. Not for white text: white on it is only 3.66:1. */
  primary: string;
  /** A darker primary for filled buttons with white text (5.38:1) and primary-coloured text on light surfaces. */
  primaryStrong: string;
  /** Text on `primaryStrong`. */
  onPrimaryStrong: string;
  /** Primary-coloured text (links, chips) on this scheme's surface. */
  primaryText: string;
  /** Brand secondary (§9). */
  secondary: string;
  /** Accent (§9). */
  accent: string;
  /** The focus ring: at least 3:1 on background and surface (the §9 accent is only 2:1 on white, so light uses a deep primary). */
  focus: string;
  /** Error text on surface (the §9 #FF5252 is too light for text on white). */
  errorText: string;
  /** Outline of fields and dividers. */
  outline: string;
  /** The learner's message bubble. */
  userBubble: string;
  /** The tutor's message bubble. */
  aiBubble: string;
  /** Inline code background inside bubbles. */
  codeBackground: string;
  /** The dialog backdrop. */
  scrim: string;
}

/** Text on every snackbar tone: near-black, at least 5.1:1 on all of §9's tone colours (white would be 2.8–3.7:1). */
export const SNACKBAR_TEXT = '#111111';

/** Snackbar backgrounds by tone (§3: unknown types in the primary colour). */
export const SNACKBAR_TONES = {
  success: THEME_COLORS.success,
  error: THEME_COLORS.error,
  warning: THEME_COLORS.warning,
  info: THEME_COLORS.info,
  primary: THEME_COLORS.primary,
} as const;

/** The light scheme (default, §1). */
export const LIGHT_TOKENS: ColorTokens = {
  background: THEME_COLORS.light.background,
  surface: THEME_COLORS.light.surface,
  text: '#1f2330',
  textMuted: '#5c6172',
  primary: THEME_COLORS.primary,
  primaryStrong: '#4c5fd5',
  onPrimaryStrong: '#ffffff',
  primaryText: '#4c5fd5',
  secondary: THEME_COLORS.secondary,
  accent: THEME_COLORS.accent,
  focus: '#4c5fd5',
  errorText: '#b00020',
  outline: '#8a8fa3',
  userBubble: '#eef0fd',
  aiBubble: '#f3f4f6',
  codeBackground: 'rgba(31, 35, 48, 0.08)',
  scrim: 'rgba(0, 0, 0, 0.6)',
};

/** The dark scheme (§9 background #121212, surface #1e1e1e). */
export const DARK_TOKENS: ColorTokens = {
  background: THEME_COLORS.dark.background,
  surface: THEME_COLORS.dark.surface,
  text: '#e6e8ef',
  textMuted: '#a9adbb',
  primary: THEME_COLORS.primary,
  primaryStrong: '#4c5fd5',
  onPrimaryStrong: '#ffffff',
  primaryText: '#8c9cf0',
  secondary: THEME_COLORS.secondary,
  accent: THEME_COLORS.accent,
  focus: THEME_COLORS.accent,
  errorText: '#ff8a80',
  outline: '#7d8294',
  userBubble: '#2a2f45',
  aiBubble: '#2a2a2a',
  codeBackground: 'rgba(230, 232, 239, 0.12)',
  scrim: 'rgba(0, 0, 0, 0.7)',
};

/** Text/background token pairs the stylesheet uses for text; each must reach WCAG AA (4.5:1) in both schemes. */
export const TEXT_PAIRS: ReadonlyArray<readonly [keyof ColorTokens, keyof ColorTokens]> = [
  ['text', 'background'],
  ['text', 'surface'],
  ['textMuted', 'surface'],
  ['textMuted', 'background'],
  ['onPrimaryStrong', 'primaryStrong'],
  ['primaryText', 'surface'],
  ['errorText', 'surface'],
  ['text', 'userBubble'],
  ['text', 'aiBubble'],
  // The review on the learner's bubble: struck-through originals, replacements, the count and notes.
  ['errorText', 'userBubble'],
  ['primaryText', 'userBubble'],
  ['textMuted', 'userBubble'],
];
