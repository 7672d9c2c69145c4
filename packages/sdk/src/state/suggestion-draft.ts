/** A suggestion to finish in the message box: its text and where the caret goes. */
export interface SuggestionDraft {
  /** The text to put in the message box. */
  text: string;
  /** Where the caret goes (a UTF-16 offset into `text`): where the learner's own words belong. */
  caret: number;
}

/** One ellipsis: "…", a run of them ("……", Chinese), or three dots. */
const ELLIPSIS = /(?:…+|\.{3})/u;

/** Scripts that put a space between words: after a word in one of them, the learner's words need a space first. */
const SPACED_WORD_END = /[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}]$/u;

/**
 * A suggested reply with a gap ("Hello! My name is…", "こんにちは！私の名前は…です。") is a sentence for the learner to
 * finish, not one to send as it is: this gives the text for the message box with the gap's ellipsis taken out and the
 * caret in its place (after a space when the gap ends a word of a spaced script). Null for a suggestion to send as it is.
 * @example
 * suggestionDraft('¡Hola! Me llamo…'); // { text: '¡Hola! Me llamo ', caret: 16 }
 * suggestionDraft('¿Cómo estás hoy?'); // null
 */
export function suggestionDraft(suggestion: string): SuggestionDraft | null {
  const gap = ELLIPSIS.exec(suggestion);
  if (!gap) {
    return null;
  }
  const before = suggestion.slice(0, gap.index);
  const after = suggestion.slice(gap.index + gap[0].length);
  const head = SPACED_WORD_END.test(before) && (after === '' || /^\s/u.test(after)) ? `${before} ` : before;
  return { text: head + after, caret: head.length };
}
