import type { ApiError } from '../errors/api-error.js';

/** Whether `error` says the request never reached the server (offline, or a network error): worth trying again once the connection is back. */
export function isConnectionFailure(error: ApiError | null): boolean {
  return error?.kind === 'offline' || error?.kind === 'network';
}
