import type { HTMLAttributes } from 'react';
import { useStore } from '@nanostores/react';
import { useParlaSession } from '../../hooks/use-parla-session.js';

/** Props of {@link ParlaRoot} and of the chat entry's root; the rest are spread on the root `<div>`. */
export interface ParlaRootProps extends HTMLAttributes<HTMLDivElement> {
  /** Renders the library's stylesheet in a `<style>` inside the root (works in a shadow root too). Default: true. */
  includeStyles?: boolean;
}

/** The root `<div>` both roots share: class `parla-root`, the session's theme and locale, and `stylesheet` if styles are included. */
export function RootElement({ stylesheet, includeStyles = true, className, children, ...rest }: ParlaRootProps & { stylesheet: string }) {
  const session = useParlaSession('ParlaRoot');
  const theme = useStore(session.theme.$resolvedTheme);
  const locale = useStore(session.locale.$locale);
  return (
    <div className={className ? `parla-root ${className}` : 'parla-root'} data-theme={theme} lang={locale} {...rest}>
      {includeStyles ? <style data-parla-styles="">{stylesheet}</style> : null}
      {children}
    </div>
  );
}
