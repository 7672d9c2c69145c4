import { dialogStyles } from './dialog-styles.js';

/** The dialogs' rules as a hoisted `<style>`: React adds it once to the document or shadow root, however many dialogs render it. */
export function DialogStyles() {
  return (
    <style href="parla-dialog" precedence="parla">
      {dialogStyles}
    </style>
  );
}
