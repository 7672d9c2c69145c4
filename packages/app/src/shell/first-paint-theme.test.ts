import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@parla/contract/constants';

describe('the first-paint theme script of index.html', () => {
  it('reads the key the SDK stores the theme under', () => {
    const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
    expect(html).toContain(`localStorage.getItem('${STORAGE_KEYS.theme}')`);
  });
});
