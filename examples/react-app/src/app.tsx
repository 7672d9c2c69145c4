import { useEffect, useState } from 'react';
import { ChatScreen, SignInForm, Snackbar, TermsDialog, useAuth, useParlaSession, useTerms, useTermsDialog } from '@parla/react';

/** The language this example practises. */
const TARGET_LANGUAGE = 'es';

/**
 * The whole example app: sign-in while nobody is signed in, the terms dialog until they are accepted, then the
 * learner's active Spanish conversation (or a new one) in the library's chat screen.
 */
export function App() {
  const session = useParlaSession('App');
  const { isAuthenticated, user } = useAuth();
  const [conversationId, setConversationId] = useState<string | null>(null);
  const termsAccepted = user?.terms_accepted === true;

  // §4: the chat counts as the Chat route, so the terms dialog opens until the terms are accepted.
  useEffect(() => {
    if (user) {
      session.terms.evaluateTermsDialog('Chat');
    }
  }, [session, user]);

  useEffect(() => {
    if (!termsAccepted) {
      setConversationId(null);
      return undefined;
    }
    let current = true;
    const query = { target_language: TARGET_LANGUAGE, learning_mode: 'free_conversation' } as const;
    session.client.conversations
      .active(query)
      .then(async (page) => page.results[0] ?? (await session.client.conversations.create(query)))
      .then((conversation) => current && setConversationId(conversation.id))
      .catch((error: unknown) => console.error('Could not open a conversation', error));
    return () => {
      current = false;
    };
  }, [session, termsAccepted]);

  let body;
  if (!isAuthenticated) {
    body = (
      <main style={{ margin: 'auto', padding: 24, width: 'min(100%, 420px)' }}>
        <SignInForm />
      </main>
    );
  } else if (conversationId) {
    body = <ChatScreen conversationId={conversationId} onConversationChange={setConversationId} />;
  } else {
    body = <p role="status" style={{ margin: 'auto' }}>…</p>;
  }

  return (
    <>
      {body}
      <Terms />
      <Snackbar />
    </>
  );
}

/** The terms dialog, with the terms text loaded only while it is open. */
function Terms() {
  const { open } = useTermsDialog();
  const { terms } = useTerms({ enabled: open });
  return <TermsDialog sections={terms?.sections} />;
}
