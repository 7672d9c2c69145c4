import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { ChatScreen, HistoryList, PracticeDialog, useAuth, useParlaSession } from '@parla/react';
import type { PracticeRequest } from '@parla/react';
import { useAppT } from '../i18n/use-app-t.js';
import type { RouteScreenProps } from '../router/route-table.js';
import { Link } from '../router/link.js';
import { navigate } from '../router/navigation.js';

/** The query that opens a chat with the focus on its learning-mode switch (`/chat?switch=mode` opens the active conversation so). */
export const SWITCH_MODE_QUERY = 'switch=mode';

/** `/chat/{id?}`: the chat of a conversation; without an id, the active conversation, else the history. */
export function ChatRoute({ params, query }: RouteScreenProps) {
  const [practice, setPractice] = useState<PracticeRequest | null>(null);
  const id = params.id;
  if (id) {
    return (
      <>
        <ChatScreen
          className="app-chat"
          conversationId={id}
          onConversationChange={(next) => navigate(`/chat/${encodeURIComponent(next)}`)}
          onNewConversation={() => navigate('/new-conversation')}
          vadAssetBase={new URL('vad/', document.baseURI).href}
          onPractice={setPractice}
          openModeSwitch={query.get('switch') === 'mode'}
        />
        <PracticeDialog request={practice} onClose={() => setPractice(null)} />
      </>
    );
  }
  return <NoConversation switchMode={query.get('switch') === 'mode'} />;
}

/** `/chat` without an id: opens the active conversation when there is one (keeping a mode switch asked for), else offers the history and a new one. */
function NoConversation({ switchMode }: { switchMode: boolean }) {
  const { client } = useParlaSession('ChatRoute');
  const { isAuthenticated } = useAuth();
  const t = useAppT();
  const [looked, setLooked] = useState(false);

  useEffect(() => {
    if (!isAuthenticated) {
      return;
    }
    let current = true;
    client.conversations.active({ limit: 1 }).then(
      (page) => {
        const active = page.results[0];
        if (!current) {
          return;
        }
        if (active) {
          navigate(`/chat/${encodeURIComponent(active.id)}${switchMode ? `?${SWITCH_MODE_QUERY}` : ''}`, { replace: true });
        } else {
          setLooked(true);
        }
      },
      (error: unknown) => {
        console.error('Loading the active conversation failed', error);
        if (current) {
          setLooked(true);
        }
      },
    );
    return () => {
      current = false;
    };
  }, [client, isAuthenticated, switchMode]);

  if (!looked) {
    return <div className="app-page app-loading" aria-busy="true" />;
  }
  return (
    <EmptyChat text={t('chat.none.text')}>
      <Link className="parla-button" to="/new-conversation">
        {t('nav.newConversation')}
      </Link>
      <HistoryList onResume={(next) => navigate(`/chat/${encodeURIComponent(next)}`)} />
    </EmptyChat>
  );
}

/** The page `/chat` shows when no conversation is open: a heading, `text`, and what the learner can do next. */
function EmptyChat({ text, children }: { text: string; children: ReactNode }) {
  const t = useAppT();
  return (
    <section className="app-page app-chat-empty" aria-labelledby="chat-empty-title">
      <h1 id="chat-empty-title">{t('chat.none.title')}</h1>
      <p>{text}</p>
      {children}
    </section>
  );
}
