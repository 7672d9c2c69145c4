import type { LiteralElement } from '@formatjs/icu-messageformat-parser';

// What the builds put in place of `@formatjs/icu-messageformat-parser`: its parser-free entry, whose types and type
// guards `intl-messageformat` needs, and a `parse` for plain text only. The build precompiles every catalogue
// message with ICU syntax to its AST (`precompile-catalogue.ts`) and leaves plain text as a string, which this
// `parse` wraps; the ICU parser itself (about 9 kB gzipped) is never shipped.
export * from '@formatjs/icu-messageformat-parser/no-parser.js';

/** Characters that may make a message more than plain text (arguments, tags, quoting). */
const ICU_SYNTAX = /[{}<']/;

/**
 * Parses a message that is plain text into its one literal element; throws (as the parser-free entry does) for a
 * message with ICU syntax, which should have been precompiled. `@formatjs/intl` then reports it and shows it as is.
 */
export function parse(message: string): LiteralElement[] {
  if (ICU_SYNTAX.test(message)) {
    throw new Error(`[@parla/react] This message has ICU syntax but was not precompiled: ${message}`);
  }
  return [{ type: 0, value: message } as LiteralElement];
}
