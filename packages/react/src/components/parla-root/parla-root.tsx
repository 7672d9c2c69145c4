import { useStore } from '@nanostores/react';
import { useParlaSession } from '../../hooks/use-parla-session.js';
import { ScreenMessagesProvider } from '../../i18n/screen-messages-provider.js';
import { parlaStylesheet } from '../../styles/stylesheet.js';
import { RootElement } from './root-element.js';
import type { ParlaRootProps } from './root-element.js';

export type { ParlaRootProps } from './root-element.js';

/**
 * The library's root element: class `parla-root`, `data-theme` from the session's resolved theme (auto follows the system)
 * and `lang` from its locale. Every Parla style is scoped to it. It brings every screen's styles and messages;
 * the root of `@parla/react/chat` brings only the chat's.
 * @example
 * <ParlaProvider session={session}><ParlaRoot><Chat /></ParlaRoot></ParlaProvider>
 */
export function ParlaRoot({ children, ...props }: ParlaRootProps) {
  const locale = useStore(useParlaSession('ParlaRoot').locale.$locale);
  return (
    <RootElement stylesheet={parlaStylesheet} stylesheetName="parla-styles" {...props}>
      <ScreenMessagesProvider loadAhead={locale}>{children}</ScreenMessagesProvider>
    </RootElement>
  );
}
