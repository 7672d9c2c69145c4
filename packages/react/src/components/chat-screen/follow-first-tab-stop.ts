import { focusables } from '../../utils/focusables.js';

/** Where Tab first stops inside `container`: its first focusable element, or for a radio group the checked radio. */
function firstTabStop(container: HTMLElement): HTMLElement | undefined {
  const first = focusables(container)[0];
  if (first instanceof HTMLInputElement && first.type === 'radio' && first.name && !first.checked) {
    return Array.from(container.querySelectorAll<HTMLInputElement>('input[type="radio"]:checked')).find((radio) => radio.name === first.name) ?? first;
  }
  return first;
}

/**
 * Moves the focus to where Tab first stops inside `container`, and again whenever that changes as contents arrive
 * (the history after the settings), for as long as the focus stays where this put it. Returns the function that stops.
 */
export function followFirstTabStop(container: HTMLElement): () => void {
  const root = container.getRootNode() as Document | ShadowRoot;
  let placed = root.activeElement;
  const place = () => {
    const first = firstTabStop(container);
    if (first && first !== placed) {
      first.focus();
      placed = first;
    }
  };
  place();
  const observer = new MutationObserver(() => {
    if (root.activeElement === placed) {
      place();
    } else {
      observer.disconnect(); // the learner has moved on
    }
  });
  observer.observe(container, { childList: true, subtree: true });
  return () => observer.disconnect();
}
