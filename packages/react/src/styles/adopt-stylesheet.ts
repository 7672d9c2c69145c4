/** A document or a shadow root: where stylesheets apply. */
export type StyleRoot = Document | ShadowRoot;

/** The sheets adopted per root and name, and which of them are base sheets (kept after the others). */
const adopted = new WeakMap<StyleRoot, { byName: Map<string, CSSStyleSheet>; base: Set<CSSStyleSheet> }>();

/** The window of a root's document (the realm whose `CSSStyleSheet` it adopts). */
function windowOf(root: StyleRoot): (Window & typeof globalThis) | null {
  const document = 'defaultView' in root ? root : root.ownerDocument;
  return document.defaultView as (Window & typeof globalThis) | null;
}

/** Whether a root takes constructable stylesheets (every current browser; not jsdom). */
export function canAdoptStylesheets(root: StyleRoot): boolean {
  const view = windowOf(root);
  return Boolean(view && 'adoptedStyleSheets' in root && typeof view.CSSStyleSheet?.prototype?.replaceSync === 'function');
}

/**
 * Adds `css` to a document or shadow root once per `name`, as a constructable stylesheet in `adoptedStyleSheets`: no
 * `<style>` element, so a page whose Content-Security-Policy forbids inline styles applies it too. A base sheet stays
 * after every other (the library's stylesheet wins over its parts' rules of equal specificity, as in the document order
 * of `<style>` elements before). Returns false when the root cannot adopt stylesheets.
 */
export function adoptStylesheet(root: StyleRoot, name: string, css: string, options: { base?: boolean } = {}): boolean {
  if (!canAdoptStylesheets(root)) {
    return false;
  }
  let entry = adopted.get(root);
  if (!entry) {
    entry = { byName: new Map(), base: new Set() };
    adopted.set(root, entry);
  }
  if (entry.byName.has(name)) {
    return true;
  }
  const sheet = new (windowOf(root) as Window & typeof globalThis).CSSStyleSheet();
  sheet.replaceSync(css);
  entry.byName.set(name, sheet);
  const sheets = [...root.adoptedStyleSheets];
  if (options.base) {
    entry.base.add(sheet);
    sheets.push(sheet);
  } else {
    const firstBase = sheets.findIndex((candidate) => entry.base.has(candidate));
    sheets.splice(firstBase === -1 ? sheets.length : firstBase, 0, sheet);
  }
  root.adoptedStyleSheets = sheets;
  return true;
}
