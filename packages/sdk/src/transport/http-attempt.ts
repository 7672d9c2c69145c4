/** One HTTP attempt's inputs: everything already decided by the transport. */
export interface HttpAttempt {
  baseUrl: string;
  method: string;
  path: string;
  query?: Record<string, unknown> | undefined;
  body?: unknown;
  headers: Record<string, string>;
  signal: AbortSignal;
  /** Leave the body unread, to be consumed as a stream. */
  stream: boolean;
}

/** A response with its parsed body (JSON when the server says so, else text; undefined for streams and empty bodies). */
export type ParsedResponse = Response & { data?: unknown };

/** Joins base URL, path and query; undefined query values are left out, arrays repeat the key. */
export function buildUrl(baseUrl: string, path: string, query?: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) {
        search.append(key, String(item));
      }
    }
  }
  const queryString = search.toString();
  return `${baseUrl}${path}${queryString ? `?${queryString}` : ''}`;
}

function isJson(contentType: string | null): boolean {
  return contentType !== null && /^application\/(?:[\w.+-]*\+)?json\b/i.test(contentType);
}

/** Sends one attempt with `fetch` and reads its body: JSON bodies are parsed, a malformed one reads as its text. */
export async function sendAttempt(fetch: typeof globalThis.fetch, attempt: HttpAttempt): Promise<ParsedResponse> {
  const headers = { ...attempt.headers };
  const hasBody = attempt.body !== undefined && attempt.method !== 'GET';
  if (hasBody) {
    headers['content-type'] = 'application/json';
  }
  const response: ParsedResponse = await fetch(buildUrl(attempt.baseUrl, attempt.path, attempt.query), {
    method: attempt.method,
    headers,
    body: hasBody ? JSON.stringify(attempt.body) : undefined,
    signal: attempt.signal,
  });
  if (attempt.stream && response.ok) {
    return response;
  }
  const text = await response.text();
  if (text === '') {
    return response;
  }
  if (isJson(response.headers.get('content-type'))) {
    try {
      response.data = JSON.parse(text) as unknown;
    } catch {
      response.data = text;
    }
  } else {
    response.data = text;
  }
  return response;
}
