import { useCallback, useState, type HTMLAttributes } from 'react';
import { useStore } from '@nanostores/react';
import { useParlaSession } from '../../hooks/use-parla-session.js';
import type { StyleRoot } from '../../styles/adopt-stylesheet.js';
import { AdoptedStyle } from '../../styles/adopted-style.js';
import { StyleRootContext } from '../../styles/style-root.js';

/** Props of {@link ParlaRoot} and of the chat entry's root; the rest are spread on the root `<div>`. */
export interface ParlaRootProps extends HTMLAttributes<HTMLDivElement> {
  /**
   * Adds the library's stylesheet to the document or shadow root the root renders in (as a constructable stylesheet, so
   * a Content-Security-Policy without 'unsafe-inline' allows it; a `<style>` where that is missing). Default: true.
   */
  includeStyles?: boolean | undefined;
}

/**
 * The root `<div>` both roots share: class `parla-root`, the session's theme and locale, and `stylesheet` if styles are
 * included. It tells the library's parts which document or shadow root they render in, so their stylesheets are adopted
 * there.
 */
export function RootElement({
  stylesheet,
  stylesheetName,
  includeStyles = true,
  className,
  children,
  ...rest
}: ParlaRootProps & { stylesheet: string; stylesheetName: string }) {
  const session = useParlaSession('ParlaRoot');
  const theme = useStore(session.theme.$resolvedTheme);
  const locale = useStore(session.locale.$locale);
  const [styleRoot, setStyleRoot] = useState<StyleRoot | null>(null);
  const element = useCallback((node: HTMLDivElement | null) => {
    if (node) {
      setStyleRoot(node.getRootNode() as StyleRoot);
    }
  }, []);
  return (
    <div ref={element} className={className ? `parla-root ${className}` : 'parla-root'} data-theme={theme} lang={locale} {...rest}>
      <StyleRootContext.Provider value={styleRoot}>
        {includeStyles ? <AdoptedStyle name={stylesheetName} css={stylesheet} base /> : null}
        {children}
      </StyleRootContext.Provider>
    </div>
  );
}
