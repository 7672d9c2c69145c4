import type { TokenPair } from '@parla/contract';
import { HTTP_ERROR_MESSAGES } from '@parla/contract/constants';
import type { TokenStore } from '../tokens/token-store.js';
import { ApiError } from '../errors/api-error.js';

/** What a refresh attempt came to. */
export type RefreshOutcome = { ok: true } | { ok: false; error: ApiError };

/** Options of {@link createRefreshCoordinator}. */
export interface RefreshCoordinatorOptions {
  tokenStore: TokenStore;
  /** Sends the refresh call (without retrying on 401). */
  refresh: (refreshToken: string) => Promise<TokenPair>;
  /** Called once each time a refresh is refused and the tokens are cleared. */
  onSessionExpired?: () => void;
}

/** Tells whether a failed refresh means the session is over (refused) rather than a passing failure. */
function isRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'http' && error.status !== null && error.status >= 400 && error.status < 500 && error.status !== 429;
}

/** The 401 a call ends with when the session is over: no tokens (`not_authenticated`) or a refused refresh (`session_expired`). */
function sessionOver(code: string, cause?: ApiError): ApiError {
  return new ApiError({ kind: 'http', status: 401, code, message: HTTP_ERROR_MESSAGES[401], cause });
}

/**
 * Makes any number of concurrent 401s cause exactly one refresh call (§4). A refused refresh
 * clears the tokens and calls `onSessionExpired` once; a refresh that fails for network or
 * server reasons keeps the tokens.
 */
export function createRefreshCoordinator(options: RefreshCoordinatorOptions) {
  let inFlight: Promise<RefreshOutcome> | null = null;

  async function run(staleRefreshToken: string): Promise<RefreshOutcome> {
    try {
      const tokens = await options.refresh(staleRefreshToken);
      await options.tokenStore.set(tokens);
      return { ok: true };
    } catch (error) {
      const apiError =
        error instanceof ApiError ? error : new ApiError({ kind: 'network', message: HTTP_ERROR_MESSAGES.network, cause: error });
      if (isRefusal(apiError)) {
        await options.tokenStore.set(null);
        options.onSessionExpired?.();
        return { ok: false, error: sessionOver('session_expired', apiError) };
      }
      return { ok: false, error: apiError };
    }
  }

  return {
    /**
     * Refreshes after a 401 got with `usedAccessToken`. When the tokens already changed since
     * (another request refreshed first), resolves at once so the caller just replays.
     */
    async refreshAfter(usedAccessToken: string | null): Promise<RefreshOutcome> {
      if (inFlight) {
        return inFlight;
      }
      const current = await options.tokenStore.get();
      if (!current) {
        return { ok: false, error: sessionOver('not_authenticated') };
      }
      if (current.access !== usedAccessToken) {
        return { ok: true };
      }
      if (inFlight) {
        return inFlight;
      }
      inFlight = run(current.refresh).finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
  };
}

/** The refresh coordinator's interface. */
export type RefreshCoordinator = ReturnType<typeof createRefreshCoordinator>;
