import type { AppMessageKey } from '../i18n/app-messages-en.js';
import { useAppT } from '../i18n/use-app-t.js';
import type { RouteName } from '../router/route-table.js';
import { Link } from '../router/link.js';

/** What each screen of the learner's own tells an anonymous visitor. */
const PROMPTS: Partial<Record<RouteName, AppMessageKey>> = {
  NewConversation: 'signIn.newConversation',
  Chat: 'signIn.chat',
  Profile: 'signIn.profile',
};

/** Props of {@link SignInNeeded}. */
export interface SignInNeededProps {
  /** The route whose screen needs a signed-in learner. */
  route: RouteName;
  /** The route's title, the page's heading. */
  title: string;
  /** The path sign-in brings the learner back to. */
  redirect: string;
}

/**
 * In place of a screen of the learner's own (new conversation, chat, profile), for an anonymous visitor: the screen's
 * title, what signing in gives, Sign in (back to `redirect` after) and Create an account. The address stays.
 */
export function SignInNeeded({ route, title, redirect }: SignInNeededProps) {
  const t = useAppT();
  return (
    <section className="app-page app-sign-in-needed" aria-labelledby="sign-in-needed-title">
      <h1 id="sign-in-needed-title">{title}</h1>
      <p>{t(PROMPTS[route] ?? 'signIn.chat')}</p>
      <div className="app-sign-in-needed__actions">
        <Link className="parla-button" to={`/login?redirect=${encodeURIComponent(redirect)}`}>
          {t('nav.signIn')}
        </Link>
        <Link className="parla-button" data-variant="outlined" to="/register">
          {t('nav.register')}
        </Link>
      </div>
    </section>
  );
}
