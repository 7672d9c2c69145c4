import { parlaChatStylesheet } from '../../styles/chat-stylesheet.js';
import { RootElement } from './root-element.js';
import type { ParlaRootProps } from './root-element.js';

/**
 * `ParlaRoot` of `@parla/react/chat`: the library's root element (class `parla-root`, `data-theme` from the session's
 * resolved theme, `lang` from its locale) with the chat's styles only. To show another screen inside it, wrap that
 * screen in `<ParlaScreens>` of `@parla/react`, which brings the other screens' styles and messages.
 * @example
 * <ParlaProvider session={session}><ParlaRoot><ChatScreen conversationId={id} /></ParlaRoot></ParlaProvider>
 */
export function ParlaChatRoot(props: ParlaRootProps) {
  return <RootElement stylesheet={parlaChatStylesheet} stylesheetName="parla-chat-styles" {...props} />;
}
