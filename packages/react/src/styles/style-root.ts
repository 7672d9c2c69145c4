import { createContext } from 'react';
import type { StyleRoot } from './adopt-stylesheet.js';

/**
 * The document or shadow root the library renders in, for {@link AdoptedStyle}: `undefined` outside a root that tells
 * (styles then come as hoisted `<style>` elements), `null` while that root has not mounted yet.
 */
export const StyleRootContext = createContext<StyleRoot | null | undefined>(undefined);
