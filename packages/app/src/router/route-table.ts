import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { AppMessageKey } from '../i18n/app-messages-en.js';
import { parse } from 'regexparam';
import { matchRoute } from 'wouter';

/** Parameters parsed from a path, e.g. `{ id: 'c1' }` for `/chat/c1` against `/chat/:id?`. */
export type RouteParams = Readonly<Record<string, string | undefined>>;

/** What every route screen receives. */
export interface RouteScreenProps {
  /** Parameters of the path (`id` of `/chat/{id}`, …). */
  params: RouteParams;
  /** The query string. */
  query: URLSearchParams;
  /** Whether the session has started: tokens read and, for a signed-in learner, the profile loaded (or failed to). */
  started: boolean;
}

/** Route names; NewConversation, Chat and Settings are the names the SDK's terms rule expects. */
export type RouteName =
  | 'Home'
  | 'About'
  | 'Login'
  | 'Register'
  | 'VerifyEmail'
  | 'ForgotPassword'
  | 'ResetPassword'
  | 'NewConversation'
  | 'Chat'
  | 'Settings'
  | 'Profile'
  | 'Review'
  | 'Admin'
  | 'SileroVad'
  | 'SileroVadTest'
  | 'NotFound';

/** A guard a route needs before it renders: a signed-in learner, or an admin (`route-guard.ts`). */
export type RouteGuard = 'signed-in' | 'admin';

/** One row of the route table. */
export interface RouteDefinition {
  readonly name: RouteName;
  /** A wouter (regexparam) pattern: `/reset-password/:uid/:token`, `/chat/:id?`, `*`. */
  readonly path: string;
  /** The route title; the page title is this, then the product name. */
  readonly titleKey: AppMessageKey;
  /** Starts loading the screen's chunk (the lazy screen uses the same import). */
  readonly preload: () => Promise<unknown>;
  /** The screen, loaded on first render. */
  readonly screen: LazyExoticComponent<ComponentType<RouteScreenProps>>;
  readonly guard?: RouteGuard;
}

function route(
  name: RouteName,
  path: string,
  titleKey: AppMessageKey,
  load: () => Promise<ComponentType<RouteScreenProps>>,
  guard?: RouteGuard,
): RouteDefinition {
  let loading: Promise<ComponentType<RouteScreenProps>> | null = null;
  const preload = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null; // a failed chunk may load on the next try
      throw error;
    });
    return loading;
  };
  return { name, path, titleKey, preload, screen: lazy(() => preload().then((screen) => ({ default: screen }))), guard };
}

/** Every route of §2, in matching order; the last one matches anything (Page Not Found). */
export const ROUTES: readonly RouteDefinition[] = [
  route('Home', '/', 'route.home', () => import('../routes/home-route.js').then((module) => module.HomeRoute)),
  route('About', '/about', 'route.about', () => import('../routes/about-route.js').then((module) => module.AboutRoute)),
  route('Login', '/login', 'route.login', () => import('../routes/login-route.js').then((module) => module.LoginRoute)),
  route('Register', '/register', 'route.register', () => import('../routes/register-route.js').then((module) => module.RegisterRoute)),
  route('VerifyEmail', '/verify-email/:token', 'route.verifyEmail', () =>
    import('../routes/verify-email-route.js').then((module) => module.VerifyEmailRoute),
  ),
  route('ForgotPassword', '/forgot-password', 'route.forgotPassword', () =>
    import('../routes/forgot-password-route.js').then((module) => module.ForgotPasswordRoute),
  ),
  route('ResetPassword', '/reset-password/:uid/:token', 'route.resetPassword', () =>
    import('../routes/reset-password-route.js').then((module) => module.ResetPasswordRoute),
  ),
  route('NewConversation', '/new-conversation', 'route.newConversation', () =>
    import('../routes/new-conversation-route.js').then((module) => module.NewConversationRoute), 'signed-in',
  ),
  route('Chat', '/chat/:id?', 'route.chat', () => import('../routes/chat-route.js').then((module) => module.ChatRoute), 'signed-in'),
  route('Settings', '/settings', 'route.settings', () => import('../routes/settings-route.js').then((module) => module.SettingsRoute)),
  route('Profile', '/profile', 'route.profile', () => import('../routes/profile-route.js').then((module) => module.ProfileRoute), 'signed-in'),
  route('Review', '/review', 'route.review', () => import('../routes/review-route.js').then((module) => module.ReviewRoute), 'signed-in'),
  route('Admin', '/admin', 'route.admin', () => import('../routes/admin-route.js').then((module) => module.AdminRoute), 'admin'),
  route('SileroVad', '/debug/silero-vad', 'route.sileroVad', () => import('../routes/silero-vad-route.js').then((module) => module.SileroVadRoute)),
  route('SileroVadTest', '/debug/silero-vad-test', 'route.sileroVadTest', () =>
    import('../routes/silero-vad-test-route.js').then((module) => module.SileroVadTestRoute),
  ),
  route('NotFound', '*', 'route.notFound', () => import('../routes/not-found-route.js').then((module) => module.NotFoundRoute)),
];

/** The route a path shows, with its parameters (Page Not Found when nothing else matches). */
export function findRoute(path: string, routes: readonly RouteDefinition[] = ROUTES): { route: RouteDefinition; params: RouteParams } {
  for (const candidate of routes) {
    if (candidate.name === 'NotFound') {
      continue;
    }
    const [matches, params] = matchRoute(parse, candidate.path, path);
    if (matches) {
      return { route: candidate, params: Object.fromEntries(Object.entries(params).map(([name, value]) => [name, value && safeDecode(value)])) };
    }
  }
  const notFound = routes.find((candidate) => candidate.name === 'NotFound');
  if (!notFound) {
    throw new Error('The route table needs a NotFound route.');
  }
  return { route: notFound, params: {} };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
