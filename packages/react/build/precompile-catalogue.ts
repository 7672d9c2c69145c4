import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import ts from 'typescript';

/** A catalogue module: a file in an area folder of `src/i18n/messages/` (`core/es.ts`, `chat/en.ts`, `screens/uk.ts`). */
export const CATALOGUE_MODULE = /[\\/]i18n[\\/]messages[\\/][^\\/]+[\\/][^\\/]+\.ts$/;

/** Characters the runtime's literal `parse` refuses (`literal-message-parser.ts`): such messages are always precompiled. */
const ICU_SYNTAX = /[{}<']/;

/** One message as the build ships it: the text itself when it is plain text, else its ICU AST. */
export type PrecompiledMessage = string | MessageFormatElement[];

/**
 * A message as the build ships it: plain text stays a string (the runtime wraps it in a literal element), anything the
 * ICU parser reads as more than that literal becomes the parser's AST, parsed as `intl-messageformat` would at run time.
 */
export function precompileMessage(message: string, locale: string): PrecompiledMessage {
  const ast = parse(message, { locale: new Intl.Locale(locale) });
  const [first] = ast;
  const plain = !ICU_SYNTAX.test(message) && ast.length === 1 && first?.type === 0 && first.value === message;
  return plain ? message : ast;
}

/** Every message of one catalogue, precompiled with {@link precompileMessage}. */
export function precompileMessages(catalogue: Readonly<Record<string, string>>, locale: string): Record<string, PrecompiledMessage> {
  return Object.fromEntries(Object.entries(catalogue).map(([key, message]) => [key, precompileMessage(message, locale)]));
}

function isCatalogue(value: unknown): value is Record<string, string> {
  return typeof value === 'object' && value !== null && Object.values(value).every((message) => typeof message === 'string');
}

/** Runs a catalogue module's JavaScript (CommonJS, no imports) and returns its exports. */
function evaluate(path: string, javascript: string): Record<string, unknown> {
  const exports: Record<string, unknown> = {};
  const require = (specifier: string): never => {
    throw new Error(`${path}: a catalogue module may import types only, not "${specifier}".`);
  };
  new Function('exports', 'require', javascript)(exports, require);
  return exports;
}

/**
 * The JavaScript of a catalogue module with every exported catalogue precompiled. The module (TypeScript without value
 * imports) is evaluated, so the messages are exactly what the source says; its locale is its file name (`es.ts`).
 */
export async function precompileCatalogue(path: string): Promise<string> {
  const source = await readFile(path, 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: false },
    fileName: path,
  });
  const locale = basename(path, '.ts');
  return Object.entries(evaluate(path, outputText))
    .map(([name, value]) => {
      if (!isCatalogue(value)) {
        throw new Error(`${path}: the export "${name}" is not a catalogue (an object of ICU message strings).`);
      }
      return `export const ${name} = ${JSON.stringify(precompileMessages(value, locale))};\n`;
    })
    .join('');
}
