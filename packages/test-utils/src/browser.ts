import { spawnSync } from 'node:child_process';
import type { Page } from '@playwright/test';

/** Chromium flags for a closed CI machine (TOOLCHAIN.md): headless, no sandbox as root, no background traffic. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
] as const;

/** Playwright launch options for Debian's Chromium (`CHROMIUM_PATH` overrides the path); never a downloaded browser. */
export function chromiumLaunchOptions(): { executablePath: string; args: string[] } {
  return { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: [...CHROMIUM_ARGS] };
}

/** A free TCP port on 127.0.0.1, found synchronously (Playwright configs are evaluated synchronously). */
export function freePort(): string {
  const result = spawnSync(process.execPath, [
    '-e',
    "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]);
  return result.stdout.toString().trim();
}

/** The `use` block every Playwright suite of the repository shares: Debian's Chromium, headless, en-GB, 1280×800, no traces. */
export function chromiumUse(baseURL: string) {
  return {
    baseURL,
    browserName: 'chromium' as const,
    headless: true,
    locale: 'en-GB',
    viewport: { width: 1280, height: 800 },
    launchOptions: chromiumLaunchOptions(),
    trace: 'off' as const,
    screenshot: 'off' as const,
  };
}

/**
 * Collects every Content-Security-Policy violation a page reports, as `securitypolicyviolation` events and as console
 * errors; the array fills as the page runs (expect it to stay empty).
 */
export async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      violations.push(`${page.url()}: ${message.text()}`);
    }
  });
  return violations;
}

export { hiddenMenuEntries } from './hidden-menu-entries.js';
