import { useId } from 'react';
import type { HTMLAttributes, ReactNode } from 'react';
import { useT } from '../../i18n/use-t.js';

/** Props of {@link NotFoundPage}; the rest are spread on the root `<section>`. */
export interface NotFoundPageProps extends HTMLAttributes<HTMLElement> {
  /** The way home, e.g. `<Link className="parla-button" to="/">`. Default: a link to `/`. */
  homeLink?: ReactNode | undefined;
}

/**
 * Page Not Found (§2, any other path), with a way back home.
 * @example
 * <NotFoundPage homeLink={<Link className="parla-button" to="/">Back to home</Link>} />
 */
export function NotFoundPage({ homeLink, className, ...rest }: NotFoundPageProps) {
  const t = useT();
  const titleId = useId();
  return (
    <section className={className ? `parla-page parla-not-found ${className}` : 'parla-page parla-not-found'} aria-labelledby={titleId} {...rest}>
      <p className="parla-not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id={titleId} className="parla-page__title">
        {t('notFound.title')}
      </h1>
      <p className="parla-page__lead">{t('notFound.text')}</p>
      <div className="parla-actions">
        {homeLink ?? (
          <a className="parla-button" href="/">
            {t('notFound.home')}
          </a>
        )}
      </div>
    </section>
  );
}
