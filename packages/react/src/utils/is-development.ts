/** Whether this is a development build (`process.env.NODE_ENV` is not `production`); bundlers replace the check. */
export function isDevelopment(): boolean {
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env;
  return env?.NODE_ENV !== 'production';
}
