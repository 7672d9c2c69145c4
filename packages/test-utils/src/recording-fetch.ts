/** One request as the fake fetch saw it. */
export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Headers;
  /** The parsed JSON body, or undefined when there was none. */
  body: unknown;
  signal: AbortSignal | null;
}

/** Answers one recorded request: a Response, or a thrown error to simulate a network failure. */
export type FakeHandler = (request: RecordedRequest, index: number) => Response | Promise<Response>;

/** JSON response helper for fake handlers. */
export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    ...init,
    headers: { 'content-type': 'application/json', ...(init.headers as Record<string, string> | undefined) },
  });
}

/** A fetch that records every request and answers with `handler`; `requests` lists them in order. */
export function recordingFetch(handler: FakeHandler) {
  const requests: RecordedRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const request = input instanceof Request ? input : null;
    const url = new URL(request ? request.url : String(input), 'http://parla.test');
    const headers = new Headers(init.headers ?? request?.headers);
    const rawBody = init.body ?? null;
    let body: unknown;
    if (typeof rawBody === 'string' && rawBody !== '') {
      body = JSON.parse(rawBody) as unknown;
    }
    const recorded: RecordedRequest = { method: (init.method ?? request?.method ?? 'GET').toUpperCase(), url, headers, body, signal: init.signal ?? null };
    requests.push(recorded);
    if (recorded.signal?.aborted) {
      throw recorded.signal.reason;
    }
    const answer = handler(recorded, requests.length - 1);
    if (!recorded.signal) {
      return answer;
    }
    const signal = recorded.signal;
    return new Promise<Response>((resolve, reject) => {
      signal.addEventListener('abort', () => reject(signal.reason), { once: true });
      Promise.resolve(answer).then(resolve, reject);
    });
  };
  return { fetch: fetch as typeof globalThis.fetch, requests };
}
