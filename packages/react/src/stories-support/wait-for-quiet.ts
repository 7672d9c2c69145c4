/** Resolves once `element`'s subtree has not changed for `quietMs` (or after `timeoutMs` at the latest): the story has settled. */
export function waitForQuiet(element: Element, quietMs = 25, timeoutMs = 3000): Promise<void> {
  return new Promise((resolve) => {
    let timer = setTimeout(done, quietMs);
    const deadline = setTimeout(done, timeoutMs);
    const observer = new MutationObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(done, quietMs);
    });
    observer.observe(element, { subtree: true, childList: true, attributes: true, characterData: true });
    function done(): void {
      observer.disconnect();
      clearTimeout(timer);
      clearTimeout(deadline);
      resolve();
    }
  });
}
