import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { OnDemand, useAuth, useParlaSession } from '@parla/react';
import { useAppT } from '../i18n/use-app-t.js';
import { guardRoute } from '../router/route-guard.js';
import { findRoute } from '../router/route-table.js';
import { navigate, useAppLocation } from '../router/navigation.js';
import { scrollToTarget } from './scroll-to-target.js';
import { SignInNeeded } from './sign-in-needed.js';
import type { Startup } from './startup.js';

/** Product name after the route title. */
const PRODUCT_NAME = 'Parla';

/** Props of {@link RouteOutlet}. */
export interface RouteOutletProps {
  startup: Startup;
}

/**
 * Renders the screen of the current route: guards it (§6; an anonymous visitor of the learner's own screens is asked to
 * sign in there), titles the page ("Sign in · Parla", translated), tells the
 * SDK's terms rule the route name (§4), scrolls to the hash target or the top, and loads the screen lazily.
 */
export function RouteOutlet({ startup }: RouteOutletProps) {
  const location = useAppLocation();
  const session = useParlaSession('RouteOutlet');
  const auth = useAuth();
  const started = useSyncExternalStore(startup.subscribe, startup.isStarted, startup.isStarted);
  const t = useAppT();
  const { route, params } = useMemo(() => findRoute(location.path), [location.path]);
  const query = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const decision = guardRoute(route, location.path, auth, started);
  const title = t(route.titleKey);

  useEffect(() => {
    document.title = `${title} · ${PRODUCT_NAME}`;
  }, [title]);

  useEffect(() => {
    session.terms.evaluateTermsDialog(route.name);
  }, [session, route.name, location.key]);

  useEffect(() => {
    if (decision.kind === 'redirect') {
      navigate(decision.to, { replace: true });
    }
  }, [decision.kind, decision.kind === 'redirect' ? decision.to : null]);

  useEffect(() => {
    if (location.action === 'replace') {
      return;
    }
    if (location.action === 'pop' && !location.hash) {
      return; // the browser restores the scroll position of back/forward
    }
    return scrollToTarget(location.hash);
  }, [location]);

  if (decision.kind === 'sign-in') {
    return <SignInNeeded route={route.name} title={title} redirect={decision.redirect} />;
  }
  if (decision.kind !== 'allow') {
    return (
      <p className="app-page app-notice" role="status">
        {decision.kind === 'wait' ? t('admin.checking') : t('loading')}
      </p>
    );
  }
  const Screen = route.screen;
  return (
    // A screen that throws is only logged (§2); one whose code could not be downloaded asks for a reload.
    <OnDemand key={location.path} fallback={<div className="app-page app-loading" aria-busy="true" />} className="app-page app-notice">
      <Screen params={params} query={query} started={started} />
    </OnDemand>
  );
}
