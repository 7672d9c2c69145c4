import { spawnSync } from 'node:child_process';

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
