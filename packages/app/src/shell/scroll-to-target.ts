/**
 * Smooth-scrolls to the element the hash names, or to the top when there is no hash. The target may appear a few
 * frames later (lazy screens), so it is looked for up to `frames` times; returns the cancel function.
 */
export function scrollToTarget(hash: string, win: Window = window, frames = 30): () => void {
  const behavior: ScrollBehavior = win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
  const id = hash.startsWith('#') ? safeDecode(hash.slice(1)) : '';
  if (!id) {
    win.scrollTo({ top: 0, behavior });
    return () => undefined;
  }
  let remaining = frames;
  let handle = 0;
  const look = () => {
    const target = win.document.getElementById(id);
    if (target) {
      target.scrollIntoView({ behavior, block: 'start' });
      return;
    }
    remaining -= 1;
    if (remaining > 0) {
      handle = win.requestAnimationFrame(look);
    }
  };
  look();
  return () => win.cancelAnimationFrame(handle);
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
