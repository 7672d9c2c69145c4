/** Errors whose messages name code, never data, so they may be logged as they are. */
const CODE_ERRORS = new Set(['TypeError', 'ReferenceError']);

/** How many stack frames a log line keeps. */
const STACK_FRAMES = 6;

function className(error: object): string {
  return error.constructor?.name || 'Error';
}

function describeOne(error: unknown): string {
  if (!(error instanceof Object)) {
    return typeof error;
  }
  const record = error as { code?: unknown; message?: unknown };
  const name = className(error);
  const code = typeof record.code === 'string' || typeof record.code === 'number' ? ` (${record.code})` : '';
  const message = CODE_ERRORS.has(name) && typeof record.message === 'string' ? `: ${record.message}` : '';
  return `${name}${code}${message}`;
}

/**
 * A log line for an unexpected error that carries no request data: the error's class and code (a database's SQLSTATE),
 * the same for each of its causes, and its stack frames. Messages are left out, since a failed query's message lists
 * its parameters (a password hash, a token), except for programming errors whose messages name only code.
 */
export function describeError(error: unknown): string {
  const chain: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current !== undefined && current !== null && depth < 5; depth += 1) {
    chain.push(describeOne(current));
    current = current instanceof Object ? (current as { cause?: unknown }).cause : undefined;
  }
  const stack = error instanceof Error && typeof error.stack === 'string' ? error.stack : '';
  // The stack starts with the message; drop it before picking the frames.
  const afterMessage = error instanceof Error && stack.startsWith(String(error)) ? stack.slice(String(error).length) : stack;
  const frames = afterMessage
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, STACK_FRAMES);
  return [chain.join(' <- '), ...frames].join('\n');
}
