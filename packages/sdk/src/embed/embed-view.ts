import type { AuthState } from '../state/auth-session.js';
import type { ConversationState } from './embed-conversation.js';
import type { StartState } from './embed-start.js';
import type { EmbedView } from './embed-types.js';

/** What {@link embedView} decides from. */
export interface EmbedViewInputs {
  start: StartState;
  conversation: ConversationState;
  auth: AuthState;
  /** The learner signs in here (no token provider). */
  signIn: boolean;
  declined: boolean;
  termsDialogOpen: boolean;
  canStartNew: boolean;
}

/**
 * What an embed shows: where it cannot go on by itself, the way forward (a failure, a conversation not found, the terms
 * declined or closed); sign-in when nobody is signed in and there is no token provider; the chat once the terms are
 * accepted and the conversation is known; else `busy`.
 * @example
 * embedView({ start: 'failed', … }); // 'failed'
 */
export function embedView({ start, conversation, auth, signIn, declined, termsDialogOpen, canStartNew }: EmbedViewInputs): EmbedView {
  const termsAccepted = auth.user?.terms_accepted === true;
  if (start === 'failed' || conversation.lookupFailed) {
    return 'failed';
  }
  if (termsAccepted && conversation.notFound && canStartNew) {
    return 'conversation-not-found';
  }
  if (!auth.isAuthenticated) {
    if (declined) {
      return 'terms-declined';
    }
    if (signIn) {
      return 'sign-in';
    }
    return start === 'starting' ? 'busy' : 'failed';
  }
  if (auth.user && !termsAccepted && !termsDialogOpen) {
    return 'terms-closed';
  }
  return termsAccepted && conversation.id ? 'chat' : 'busy';
}
