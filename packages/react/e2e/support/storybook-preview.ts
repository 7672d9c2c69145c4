import type { Page } from '@playwright/test';

/** Colour schemes of the toolbar's `theme` global. */
export type StoryTheme = 'light' | 'dark';

/** How a story ended: rendered and played (`success`), or failed (`error`, e.g. its play function threw). */
export type StoryStatus = 'success' | 'error';

interface FinishedEvent {
  storyId: string;
  status: StoryStatus;
}

/** Records every `storyFinished` event of the preview's channel in `window.__parlaFinishedStories`, from the first story on. */
function recordFinishedStories(): void {
  const finished: FinishedEvent[] = [];
  let channel: { on: <Payload>(event: string, listener: (payload: Payload) => void) => void } | undefined;
  Object.assign(window, { __parlaFinishedStories: finished });
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set: (value: typeof channel) => {
      channel = value;
      // A play function that threw, or an error while rendering or playing, fails the story even where Storybook's
      // `storyFinished` would still say `success` (its status only counts errors it rethrows).
      let failedSinceLastStory = false;
      for (const failure of ['playFunctionThrewException', 'storyThrewException', 'storyErrored', 'unhandledErrorsWhilePlaying']) {
        channel?.on(failure, () => {
          failedSinceLastStory = true;
        });
      }
      channel?.on('storyRenderPhaseChanged', (event: { newPhase?: string }) => {
        if (event.newPhase === 'loading') {
          failedSinceLastStory = false;
        }
      });
      channel?.on('storyFinished', (event: FinishedEvent) => finished.push(failedSinceLastStory ? { ...event, status: 'error' } : event));
    },
  });
}

/** Resolves once story `id` has finished (rendered, played) and its DOM has been quiet for a moment; returns its status. */
async function waitForStory(page: Page, id: string, timeout: number): Promise<StoryStatus> {
  const handle = await page.waitForFunction(
    (storyId) => (window as unknown as { __parlaFinishedStories: FinishedEvent[] }).__parlaFinishedStories.find((event) => event.storyId === storyId)?.status,
    id,
    { timeout },
  );
  const status = (await handle.jsonValue()) as StoryStatus;
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let timer = setTimeout(done, 50);
        const deadline = setTimeout(done, 3000);
        const observer = new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(done, 50);
        });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
        function done(): void {
          observer.disconnect();
          clearTimeout(timer);
          clearTimeout(deadline);
          resolve();
        }
      }),
  );
  return status;
}

/** Opens the built Storybook's preview on story `id` in `theme` (the `globals` URL parameter); resolves to the story's status. */
export async function openPreview(page: Page, id: string, theme: StoryTheme, timeout = 20_000): Promise<StoryStatus> {
  await page.addInitScript(recordFinishedStories);
  await page.goto(`/iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=theme:${theme}`);
  return waitForStory(page, id, timeout);
}

/** Shows story `id` in the open preview without reloading it (as the Storybook manager does); resolves to its status. */
export async function showStory(page: Page, id: string, timeout = 20_000): Promise<StoryStatus> {
  await page.evaluate((storyId) => {
    (window as unknown as { __parlaFinishedStories: FinishedEvent[] }).__parlaFinishedStories.length = 0;
    const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: { emit: (event: string, payload: object) => void } }).__STORYBOOK_ADDONS_CHANNEL__;
    channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
  }, id);
  return waitForStory(page, id, timeout);
}
