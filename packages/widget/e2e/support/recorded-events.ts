import type { Page } from '@playwright/test';

/** One `tutor-chat:*` event as recorded in the page. */
export interface RecordedEvent {
  type: string;
  detail: Record<string, unknown>;
}

/** Records every `tutor-chat:*` event with its detail, from before the page's scripts run. */
export async function recordEvents(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const events: Array<{ type: string; detail: unknown }> = [];
    (window as unknown as { tutorChatEvents: typeof events }).tutorChatEvents = events;
    for (const name of ['ready', 'message', 'error', 'session-expired', 'quota-warning']) {
      document.addEventListener(`tutor-chat:${name}`, (event) => {
        events.push({ type: event.type, detail: JSON.parse(JSON.stringify((event as CustomEvent).detail)) });
      });
    }
  });
}

/** The recorded events of one type, in order. */
export function events(page: Page, type: string): Promise<RecordedEvent[]> {
  return page.evaluate(
    (wanted) => (window as unknown as { tutorChatEvents: RecordedEvent[] }).tutorChatEvents.filter((event) => event.type === wanted),
    type,
  );
}
