import { Link as WouterLink } from 'wouter';
import type { AnchorHTMLAttributes } from 'react';
import { useAppLocation } from './navigation.js';

/** Props of {@link Link}: an `<a>` whose `to` is an app path. */
export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An app path (`/login`, `/profile#help`); the `href` is built under the base. */
  to: string;
}

/**
 * wouter's `<Link>` (navigates without reloading; modified clicks open as the browser does), with `aria-current="page"`
 * on the link of the current path and its sub-paths; a link to the address already shown replaces it instead of
 * adding a history entry.
 */
export function Link({ to, children, ...rest }: LinkProps) {
  const { path, search, hash } = useAppLocation();
  const current = to === path || (to !== '/' && path.startsWith(`${to}/`));
  return (
    <WouterLink href={to} replace={to === `${path}${search}${hash}`} aria-current={current ? 'page' : undefined} {...rest}>
      {children}
    </WouterLink>
  );
}
