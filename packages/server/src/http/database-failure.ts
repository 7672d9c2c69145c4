import { messageForStatus } from '@parla/contract';
import { ApiError } from './api-error.js';

/** Seconds a client is asked to wait when the database cannot be reached. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Node socket errors of a database that is down or unreachable. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/** postgres.js errors of a connection that failed, closed or timed out. */
const DRIVER_CODES = new Set(['CONNECTION_CLOSED', 'CONNECTION_ENDED', 'CONNECTION_DESTROYED', 'CONNECT_TIMEOUT']);

/**
 * PostgreSQL SQLSTATEs of an unavailable server: 57P01–57P03 (shut down, crashed, starting or stopping), 53300 (too many
 * connections), 57014 (a statement cancelled by `statement_timeout`); class 08 (connection exceptions) is matched below.
 */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);

interface DriverError {
  code?: unknown;
  errno?: unknown;
  detail?: unknown;
  constraint?: unknown;
  constraint_name?: unknown;
  cause?: unknown;
}

/** The error and its causes (Drizzle wraps the driver's error in `cause`), outermost first. */
function causes(error: unknown): DriverError[] {
  const chain: DriverError[] = [];
  let current: unknown = error;
  while (typeof current === 'object' && current !== null && chain.length < 8) {
    chain.push(current as DriverError);
    current = (current as DriverError).cause;
  }
  return chain;
}

function isUnavailable(code: string): boolean {
  return SOCKET_CODES.has(code) || DRIVER_CODES.has(code) || SERVER_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code);
}

/** The table a foreign-key violation names as missing its row ("… is not present in table "users"."). */
function missingTable(error: DriverError): string | undefined {
  const detail = typeof error.detail === 'string' ? error.detail : '';
  const fromDetail = /is not present in table "([^"]+)"/.exec(detail)?.[1];
  if (fromDetail) {
    return fromDetail;
  }
  const constraint = error.constraint_name ?? error.constraint;
  // Drizzle names them `{table}_{column}_{referenced table}_{column}_fk`, such as messages_user_id_users_id_fk.
  return typeof constraint === 'string' ? /_id_([a-z_]+)_id_fk$/.exec(constraint)?.[1] : undefined;
}

/**
 * The API error a database failure means, or undefined for other errors (PGlite and postgres.js alike):
 * - the database is down, unreachable, shutting down or too slow: 503 `service_unavailable` with `Retry-After`;
 * - a row written for an account or conversation deleted meanwhile (foreign-key violation): 401 for the account (the
 *   session is gone with it), 404 for anything else.
 */
export function databaseFailure(error: unknown): ApiError | undefined {
  for (const cause of causes(error)) {
    const code = typeof cause.code === 'string' ? cause.code : undefined;
    if (code === undefined) {
      continue;
    }
    if (isUnavailable(code)) {
      return new ApiError(503, 'service_unavailable', messageForStatus(503), { headers: { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) } });
    }
    if (code === '23503') {
      const table = missingTable(cause);
      if (table === undefined) {
        return undefined;
      }
      return table === 'users' ? new ApiError(401, 'not_authenticated') : new ApiError(404, 'not_found');
    }
  }
  return undefined;
}

/** The code of the innermost cause that has one (for logs: never the query or its parameters). */
export function databaseFailureCode(error: unknown): string {
  const coded = causes(error)
    .map((cause) => cause.code)
    .filter((code): code is string => typeof code === 'string');
  return coded.at(-1) ?? 'unknown';
}

/** Whether a database error is a foreign-key violation (a row referring to one that is gone; PGlite and postgres.js alike). */
export function violatesForeignKey(error: unknown): boolean {
  return causes(error).some((cause) => cause.code === '23503');
}

/** Whether a database error is a unique violation of the named index or constraint (PGlite and postgres.js alike). */
export function violatesUnique(error: unknown, name: string): boolean {
  return causes(error).some((cause) => cause.code === '23505' && (cause.constraint_name ?? cause.constraint) === name);
}
