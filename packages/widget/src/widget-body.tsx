import { lazy, useEffect } from 'react';
import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { useT } from '@parla/react';
import { OnDemand, Snackbar, loadOnDemand, useTermsDialog } from '@parla/react/chat';
import type { EmbedSession } from '@parla/sdk/embed';
import { WidgetChat } from './widget-chat.js';
import { WidgetNotice } from './widget-notice.js';
import { WidgetTerms } from './widget-terms.js';
import { useWidgetTexts } from './widget-texts.js';

const SignInForm = lazy(loadOnDemand(() => import('./sign-in.js').then((module) => ({ default: module.SignInForm }))));

const busy = (
  <p className="tutor-chat-status" role="status" aria-busy="true">
    …
  </p>
);

/**
 * Renders what the embed session says to show: where the widget cannot go on by itself, a notice with the way forward;
 * the sign-in form; "…" while something is under way; else the chat. Every decision is the session's.
 */
export function WidgetBody({ embed }: { embed: EmbedSession }) {
  const view = useStore(embed.$view);
  const conversationId = useStore(embed.$conversationId);
  const canStartNew = useStore(embed.$canStartNew);
  const texts = useWidgetTexts(useStore(embed.session.locale.$locale)).notices;
  const t = useT();
  const bodies: Record<typeof view, () => ReactNode> = {
    failed: () => <WidgetNotice error text={texts.startFailed} action={t('chat.unavailable.retry')} onAction={embed.retry} />,
    'conversation-not-found': () => (
      <WidgetNotice error text={texts.conversationNotFound} action={texts.startNewConversation} onAction={embed.startNewConversation} />
    ),
    'terms-declined': () => <WidgetNotice text={texts.termsNeeded} action={texts.startAgain} onAction={embed.startAgain} />,
    'sign-in': () => (
      <div className="tutor-chat-center">
        <OnDemand>
          <SignInForm />
        </OnDemand>
      </div>
    ),
    // The terms dialog was closed without a decision (its backdrop or Escape).
    'terms-closed': () => <WidgetNotice text={texts.termsNeeded} action={texts.showTerms} onAction={embed.showTerms} />,
    chat: () =>
      conversationId ? (
        <>
          <WidgetChat
            conversationId={conversationId}
            onConversationChange={embed.openConversation}
            onNewConversation={canStartNew ? embed.startNewConversation : undefined}
            onReply={embed.replied}
            defaultDrawerOpen={false}
          />
          <Shown conversationId={conversationId} onShown={embed.chatShown} />
        </>
      ) : (
        busy
      ),
    busy: () => busy,
  };

  return (
    <>
      {bodies[view]()}
      <WidgetTermsGate />
      <Snackbar />
    </>
  );
}

/** Tells the session the chat of `conversationId` is on screen (committed after it): its `ready` event waits for that. */
function Shown({ conversationId, onShown }: { conversationId: string; onShown: (conversationId: string) => void }) {
  useEffect(() => onShown(conversationId), [conversationId, onShown]);
  return null;
}

/** The terms dialog while it is open; its text loads then, and its code (`TermsDialog` loads it on first open). */
function WidgetTermsGate() {
  const { open } = useTermsDialog();
  return open ? <WidgetTerms /> : null;
}
