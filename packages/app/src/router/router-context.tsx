import { createContext, useContext, useSyncExternalStore } from 'react';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import type { AppLocation, HistoryRouter } from './history-router.js';

const RouterContext = createContext<HistoryRouter | null>(null);

/** Props of {@link RouterProvider}. */
export interface RouterProviderProps {
  router: HistoryRouter;
  children?: ReactNode;
}

/** Makes the router available to {@link useRouter}, {@link useLocation} and {@link Link}. */
export function RouterProvider({ router, children }: RouterProviderProps) {
  return <RouterContext.Provider value={router}>{children}</RouterContext.Provider>;
}

/** The app's router (navigate, href). */
export function useRouter(): HistoryRouter {
  const router = useContext(RouterContext);
  if (!router) {
    throw new Error('useRouter() needs a <RouterProvider router={createHistoryRouter()}> above it.');
  }
  return router;
}

/** The current location; re-renders on every navigation. */
export function useLocation(): AppLocation {
  const router = useRouter();
  return useSyncExternalStore(router.subscribe, router.getLocation, router.getLocation);
}

/** Props of {@link Link}: an `<a>` whose `to` is an app path. */
export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An app path (`/login`); the `href` is built under the base. */
  to: string;
}

/**
 * A link to an app path; the router intercepts the click, so it navigates without reloading.
 * `aria-current="page"` marks the link of the current path.
 */
export function Link({ to, children, ...rest }: LinkProps) {
  const router = useRouter();
  const location = useLocation();
  const current = to === location.path || (to !== '/' && location.path.startsWith(`${to}/`));
  return (
    <a href={router.href(to)} aria-current={current ? 'page' : undefined} {...rest}>
      {children}
    </a>
  );
}
