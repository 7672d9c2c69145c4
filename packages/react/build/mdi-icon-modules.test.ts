// @vitest-environment node
import { mdiCheck, mdiClose } from '@mdi/js';
import { describe, expect, it } from 'vitest';
import { mdiIconModules, perIconImports } from './mdi-icon-modules';

/** The plugin's hooks, called as Vite would (the hooks use `this` only to report an error). */
function hooks() {
  const plugin = mdiIconModules();
  const context = {
    error(message: string): never {
      throw new Error(message);
    },
  };
  const call = <T>(hook: unknown, ...args: unknown[]): T => (hook as (...a: unknown[]) => T).call(context, ...args);
  return {
    transform: (code: string, id: string) => call<{ code: string } | null>(plugin.transform, code, id),
    resolveId: (source: string) => call<string | null>(plugin.resolveId, source),
    load: (id: string) => call<string | null>(plugin.load, id),
  };
}

describe('mdiIconModules', () => {
  it('turns one import of several icons, renamed or not, into one default import per icon', () => {
    const code = perIconImports("import { mdiCheck, mdiClose as close,\n  mdiSend } from '@mdi/js';\nconst a = 1;");
    expect(code).toBe(
      "import mdiCheck from '\0mdi-icon:mdiCheck'; import close from '\0mdi-icon:mdiClose'; import mdiSend from '\0mdi-icon:mdiSend';\nconst a = 1;",
    );
  });

  it('leaves other imports, and code without @mdi/js, untouched', () => {
    const code = "import { useState } from 'react';\nimport { mdiCheck } from \"@mdi/js\"";
    expect(perIconImports(code)).toBe("import { useState } from 'react';\nimport mdiCheck from '\0mdi-icon:mdiCheck';");
    expect(hooks().transform("import { useState } from 'react';", '/src/a.tsx')).toBeNull();
  });

  it('rewrites the project’s modules only, never a dependency’s', () => {
    const code = "import { mdiCheck } from '@mdi/js';";
    expect(hooks().transform(code, '/repo/node_modules/some-lib/index.js')).toBeNull();
    expect(hooks().transform(code, '/repo/packages/react/src/icon.tsx')?.code).toContain("'\0mdi-icon:mdiCheck'");
  });

  it('resolves and loads each icon’s module as its SVG path from @mdi/js', () => {
    const plugin = hooks();
    expect(plugin.resolveId('\0mdi-icon:mdiClose')).toBe('\0mdi-icon:mdiClose');
    expect(plugin.resolveId('react')).toBeNull();
    expect(plugin.load('\0mdi-icon:mdiCheck')).toBe(`export default ${JSON.stringify(mdiCheck)};`);
    expect(plugin.load('\0mdi-icon:mdiClose')).toBe(`export default ${JSON.stringify(mdiClose)};`);
    expect(plugin.load('/src/other.ts')).toBeNull();
  });

  it('fails the build on an icon @mdi/js does not have', () => {
    expect(() => hooks().load('\0mdi-icon:mdiNoSuchIcon')).toThrow('@mdi/js has no icon named mdiNoSuchIcon');
  });
});
