import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Options } from 'tsup';
import type { Plugin } from 'vite';
import { STYLE_MODULE, minifyCssTemplates } from './minify-css-templates.js';
import { CATALOGUE_MODULE, precompileCatalogue } from './precompile-catalogue.js';

type EsbuildPlugin = NonNullable<Options['esbuildPlugins']>[number];

/** The ICU parser package `@formatjs/intl` and `intl-messageformat` import. */
const PARSER = /^@formatjs\/icu-messageformat-parser$/;

/** The module bundles get in place of the ICU parser: its parser-free entry and a `parse` for plain text. */
export const LITERAL_PARSER_PATH = fileURLToPath(new URL('./literal-message-parser.ts', import.meta.url));

/** A style module's source with its CSS minified. */
async function minifiedStyleModule(path: string): Promise<string> {
  return minifyCssTemplates(await readFile(path, 'utf8'), path);
}

/**
 * The esbuild (tsup) plugin for bundling `@parla/react`: catalogue modules are precompiled (`precompile-catalogue.ts`),
 * `@formatjs/icu-messageformat-parser` resolves to `literal-message-parser.ts` (no ICU parser is shipped) and the CSS of
 * the style modules is minified (`minify-css-templates.ts`). `@formatjs/intl` and `intl-messageformat` must be bundled
 * (tsup `noExternal`) for the parser swap to reach them.
 */
export function parlaReactEsbuild(): EsbuildPlugin {
  return {
    name: 'parla-react',
    setup(build) {
      build.onResolve({ filter: PARSER }, () => ({ path: LITERAL_PARSER_PATH }));
      build.onLoad({ filter: CATALOGUE_MODULE }, async (args) => ({ contents: await precompileCatalogue(args.path), loader: 'js' }));
      build.onLoad({ filter: STYLE_MODULE }, async (args) => ({ contents: await minifiedStyleModule(args.path), loader: 'ts' }));
    },
  };
}

/**
 * The same for Vite builds that bundle `@parla/react` from source (the widget, the app). Builds only: the dev server
 * keeps the parser and the readable CSS, so catalogues and styles may be edited live.
 * @example
 * export default defineConfig({ plugins: [parlaReactVite()] });
 */
export function parlaReactVite(): Plugin {
  return {
    name: 'parla-react',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return PARSER.test(source) ? LITERAL_PARSER_PATH : null;
    },
    async load(id) {
      const path = id.split('?')[0] ?? id;
      if (CATALOGUE_MODULE.test(path)) {
        return precompileCatalogue(path);
      }
      return STYLE_MODULE.test(path) ? minifiedStyleModule(path) : null;
    },
  };
}
