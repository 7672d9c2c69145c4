import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/** The id prefix of one icon's module. */
const ICON_MODULE = '\0mdi-icon:';
/** `import { mdiA, mdiB as b } from '@mdi/js';` */
const MDI_IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]@mdi\/js['"];?/g;

/** `import { mdiA, mdiB as b } from '@mdi/js'` as one default import per icon, each from its own module. */
export function perIconImports(code: string): string {
  return code.replace(MDI_IMPORT, (_, names: string) =>
    names
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== '')
      .map((name) => {
        const [icon, local] = name.split(/\s+as\s+/);
        return `import ${local ?? icon} from '${ICON_MODULE}${icon}';`;
      })
      .join(' '),
  );
}

/**
 * Each `@mdi/js` icon as its own module in Vite builds. `@mdi/js` is one module, and a module sits in one chunk only, so
 * every icon any route used went to the entry chunk with it (49 icons, 5.7 kB gzip, on the app's first load of `/`);
 * one module per icon lets each chunk carry the icons it shows.
 * @example
 * export default defineConfig({ plugins: [mdiIconModules()] });
 */
export function mdiIconModules(): Plugin {
  const icons = createRequire(import.meta.url)('@mdi/js') as Record<string, string>;
  return {
    name: 'parla-mdi-icon-modules',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      return !id.includes('/node_modules/') && code.includes('@mdi/js') ? { code: perIconImports(code), map: null } : null;
    },
    resolveId(source) {
      return source.startsWith(ICON_MODULE) ? source : null;
    },
    load(id) {
      if (!id.startsWith(ICON_MODULE)) {
        return null;
      }
      const name = id.slice(ICON_MODULE.length);
      const path = icons[name];
      if (path === undefined) {
        this.error(`@mdi/js has no icon named ${name}`);
      }
      return `export default ${JSON.stringify(path)};`;
    },
  };
}
