import type { HTMLAttributes } from 'react';
import { useStore } from '@nanostores/react';
import { useParlaSession } from '../../hooks/use-parla-session.js';
import { parlaStylesheet } from '../../styles/stylesheet.js';

/** Props of {@link ParlaRoot}; the rest are spread on the root `<div>`. */
export interface ParlaRootProps extends HTMLAttributes<HTMLDivElement> {
  /** Renders the library's stylesheet in a `<style>` inside the root (works in a shadow root too). Default: true. */
  includeStyles?: boolean;
}

/**
 * The library's root element: class `parla-root`, `data-theme` from the session's resolved theme (auto follows the system)
 * and `lang` from its locale. Every Parla style is scoped to it.
 * @example
 * <ParlaProvider session={session}><ParlaRoot><Chat /></ParlaRoot></ParlaProvider>
 */
export function ParlaRoot({ includeStyles = true, className, children, ...rest }: ParlaRootProps) {
  const session = useParlaSession('ParlaRoot');
  const theme = useStore(session.theme.$resolvedTheme);
  const locale = useStore(session.locale.$locale);
  return (
    <div className={className ? `parla-root ${className}` : 'parla-root'} data-theme={theme} lang={locale} {...rest}>
      {includeStyles ? <style data-parla-styles="">{parlaStylesheet}</style> : null}
      {children}
    </div>
  );
}
