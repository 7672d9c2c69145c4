import type { ReactNode } from 'react';
import { ScreenMessagesProvider } from '../../i18n/screen-messages-provider.js';
import { AdoptedStyle } from '../../styles/adopted-style.js';
import { screenStyles } from '../../styles/screen-styles.js';

/** Props of {@link ParlaScreens}. */
export interface ParlaScreensProps {
  /** Adds the screens' styles to the root's document or shadow root (set false if you link `styles.css`). Default: true. */
  includeStyles?: boolean | undefined;
  children?: ReactNode | undefined;
}

/**
 * What the screens other than the chat need inside the root of `@parla/react/chat`: their styles and their messages
 * (another language's load on demand). `<ParlaRoot>` of `@parla/react` already includes both.
 * @example
 * // inside <ParlaRoot> of '@parla/react/chat'
 * <ParlaScreens><SignInForm /></ParlaScreens>
 */
export function ParlaScreens({ includeStyles = true, children }: ParlaScreensProps) {
  return (
    <>
      {includeStyles ? <AdoptedStyle name="parla-screen-styles" css={screenStyles} base /> : null}
      <ScreenMessagesProvider>{children}</ScreenMessagesProvider>
    </>
  );
}
