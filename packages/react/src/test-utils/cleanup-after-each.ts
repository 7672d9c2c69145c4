import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// The react projects run their files one after another in one worker and one DOM (`isolate: false` in vitest.config.ts):
// React, Testing Library and the DOM environment load once, not once per file. This setup file, run before every file,
// gives each file what isolation gave it: the project's own modules evaluated afresh (their caches, stores and adopted
// sheets' bookkeeping), Testing Library's cleanup after each test (its own registers in the first file only), and the
// document, timers and stubbed globals as the file found them once its tests are done (body, head, adopted sheets,
// attributes, storage).
vi.resetModules();

// A part that loads just after first paint (a menu, the emoji picker) is a dynamic import: on a busy machine it can take
// longer than Testing Library's default second to arrive. The find and waitFor queries wait up to 3 s (a test still
// fails when the part never comes).
configure({ asyncUtilTimeout: 3000 });

const hasDocument = typeof document !== 'undefined';
const headAtStart = hasDocument ? new Set(document.head.childNodes) : new Set<ChildNode>();
const rootAttributesAtStart = hasDocument ? [...document.documentElement.attributes].map(({ name, value }) => [name, value] as const) : [];

afterEach(() => {
  if (!hasDocument) {
    return; // a file in the node environment
  }
  cleanup();
  document.body.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
});

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  if (!hasDocument) {
    return;
  }
  for (const node of [...document.head.childNodes]) {
    if (!headAtStart.has(node)) {
      node.remove();
    }
  }
  if ('adoptedStyleSheets' in document) {
    document.adoptedStyleSheets = [];
  }
  for (const { name } of [...document.body.attributes]) {
    document.body.removeAttribute(name);
  }
  for (const { name } of [...document.documentElement.attributes]) {
    document.documentElement.removeAttribute(name);
  }
  for (const [name, value] of rootAttributesAtStart) {
    document.documentElement.setAttribute(name, value);
  }
  // React keeps the <style> and <link> elements it hoisted into the head per document: forget them with the elements.
  for (const key of Object.keys(document)) {
    if (key.startsWith('__reactResources$')) {
      delete (document as unknown as Record<string, unknown>)[key];
    }
  }
});
