import { lazy } from 'react';
import { useStore } from '@nanostores/react';
import type { ChatSession } from '@parla/sdk';
import { OnDemand } from '../on-demand/on-demand.js';
import { loadOnDemand } from '../../utils/load-on-demand.js';

const SessionRecapPanel = lazy(loadOnDemand(() => import('../session-recap/session-recap.js').then((module) => ({ default: module.SessionRecapPanel }))));

/**
 * The recap at the end of the chat once the conversation has ended (issue #21): its code and messages load only then,
 * so the chat's first paint carries none of it.
 */
export function LazySessionRecap({ chat }: { chat: Pick<ChatSession, '$conversation'> }) {
  const conversation = useStore(chat.$conversation);
  if (conversation?.status !== 'ended') {
    return null;
  }
  return (
    <OnDemand>
      <SessionRecapPanel className="parla-chat-screen__recap" tabIndex={0} conversationId={conversation.id} reloadKey={`${conversation.message_count}`} />
    </OnDemand>
  );
}
