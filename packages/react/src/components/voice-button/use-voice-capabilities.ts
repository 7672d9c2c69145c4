import { useEffect, useState } from 'react';
import type { ParlaClient, VoiceCapabilities } from '@parla/sdk';
import { useParlaSession } from '../../hooks/use-parla-session.js';

const cache = new WeakMap<ParlaClient, Promise<VoiceCapabilities>>();

/** `client.voice.capabilities()`, asked once per client; a failure is forgotten so a later mount asks again. */
function capabilitiesOf(client: ParlaClient): Promise<VoiceCapabilities> {
  let pending = cache.get(client);
  if (!pending) {
    pending = client.voice.capabilities();
    cache.set(client, pending);
    pending.catch(() => cache.delete(client));
  }
  return pending;
}

/** What {@link useVoiceCapabilities} returns: the server's speech capabilities once known, or whether asking failed. */
export type VoiceCapabilitiesState = { status: 'loading' } | { status: 'ready'; capabilities: VoiceCapabilities } | { status: 'error' };

/** The session's voice capabilities, read once per session (its client) and shared by every component asking. */
export function useVoiceCapabilities(): VoiceCapabilitiesState {
  const { client } = useParlaSession('useVoiceCapabilities');
  const [state, setState] = useState<VoiceCapabilitiesState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    capabilitiesOf(client).then(
      (capabilities) => current && setState({ status: 'ready', capabilities }),
      () => current && setState({ status: 'error' }),
    );
    return () => {
      current = false;
    };
  }, [client]);
  return state;
}
