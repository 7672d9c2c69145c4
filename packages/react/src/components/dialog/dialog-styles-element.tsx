import { dialogStyles } from './dialog-styles.js';
import { AdoptedStyle } from '../../styles/adopted-style.js';

/** The dialogs' rules, adopted once by the document or shadow root however many dialogs render them ({@link AdoptedStyle}). */
export function DialogStyles() {
  return <AdoptedStyle name="parla-dialog" css={dialogStyles} />;
}
