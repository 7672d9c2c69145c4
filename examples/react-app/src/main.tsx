import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { ChatScreen, ParlaProvider, ParlaRoot, SignInForm, Snackbar, TermsDialog, createSession, useAuth, useTerms, useTermsDialog } from '@parla/react';

// One session for the app. baseUrl '' is the page's origin (an API on another origin must list this one in
// PARLA_CORS_ORIGINS). Tokens live in localStorage, so a reload keeps the learner signed in: start() reads them.
const session = createSession({ clientOptions: { baseUrl: '' } });
void session.start();

/** Sign-in while nobody is signed in, then the learner's active Spanish conversation (or a new one). */
function Tutor() {
  const { isAuthenticated, user } = useAuth();
  const [conversationId, setConversationId] = useState<string | null>(null);
  const termsAccepted = user?.terms_accepted === true;
  useEffect(() => {
    // The terms dialog opens until the terms are accepted.
    if (user) {
      session.terms.evaluateTermsDialog('Chat');
    }
  }, [user]);
  useEffect(() => {
    if (!termsAccepted) {
      return;
    }
    const query = { target_language: 'es', learning_mode: 'free_conversation' } as const;
    session.client.conversations
      .active(query)
      .then(async (page) => page.results[0] ?? (await session.client.conversations.create(query)))
      .then((conversation) => setConversationId(conversation.id), (error: unknown) => console.error(error));
  }, [termsAccepted]);
  if (!isAuthenticated) {
    return <SignInForm />;
  }
  return conversationId ? <ChatScreen conversationId={conversationId} onConversationChange={setConversationId} /> : <p role="status">…</p>;
}

/** The terms dialog, its text loaded only while it is open. */
function Terms() {
  const { terms } = useTerms({ enabled: useTermsDialog().open });
  return <TermsDialog sections={terms?.sections} />;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ParlaProvider session={session}>
      <ParlaRoot style={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
        <Tutor />
        <Terms />
        <Snackbar />
      </ParlaRoot>
    </ParlaProvider>
  </StrictMode>,
);
