import { isApiError } from '../errors/api-error.js';

/**
 * Whether `error` says the request never reached the server (offline, or a network error): worth trying again once the
 * connection is back.
 * @example
 * if (isConnectionFailure(error)) connection.$online.listen((online) => online && tryAgain());
 */
export function isConnectionFailure(error: unknown): boolean {
  return isApiError(error) && (error.kind === 'offline' || error.kind === 'network');
}
