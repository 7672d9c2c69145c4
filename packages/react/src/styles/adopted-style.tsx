import { useContext, useInsertionEffect } from 'react';
import { adoptStylesheet, canAdoptStylesheets } from './adopt-stylesheet.js';
import { StyleRootContext } from './style-root.js';

/** Props of {@link AdoptedStyle}. */
export interface AdoptedStyleProps {
  /** The stylesheet's name, unique per stylesheet: added once per root however many components render it. */
  name: string;
  /** The rules. */
  css: string;
  /** The library's base stylesheet: kept after the parts' sheets, and rendered in place (not hoisted) where it cannot be adopted. Default false. */
  base?: boolean | undefined;
}

/**
 * A stylesheet for the document or shadow root of the nearest `<ParlaRoot>`, adopted as a constructable stylesheet (so a
 * page whose Content-Security-Policy forbids inline styles applies it); outside such a root, or where constructable
 * stylesheets are missing, a `<style>` element as before (hoisted by React unless `base`).
 */
export function AdoptedStyle({ name, css, base = false }: AdoptedStyleProps) {
  const root = useContext(StyleRootContext);
  const adoptable = root !== undefined && root !== null && canAdoptStylesheets(root);
  useInsertionEffect(() => {
    if (adoptable) {
      adoptStylesheet(root, name, css, { base });
    }
  }, [adoptable, root, name, css, base]);
  if (adoptable || root === null) {
    return null;
  }
  return base ? (
    <style data-parla-style={name}>{css}</style>
  ) : (
    <style href={name} precedence="parla">
      {css}
    </style>
  );
}
