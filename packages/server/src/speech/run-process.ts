import { spawn } from 'node:child_process';
import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/** What a finished process produced. */
export interface ProcessResult {
  /** Everything written to stdout. */
  stdout: Buffer;
  /** Exit code (null when killed). */
  code: number | null;
}

/** Options of {@link runProcess}. */
export interface RunProcessOptions {
  /** Bytes or text written to stdin, then stdin is closed. Default: nothing. */
  input?: string | Uint8Array;
  /** Kill the process after this many milliseconds. Default 15000. */
  timeoutMs?: number;
  /** Aborting kills the process. */
  signal?: AbortSignal;
  /** Largest stdout kept, in bytes; more kills the process. Default 32 MB. */
  maxOutputBytes?: number;
}

/** Runs a program directly (never through a shell) and collects its stdout; rejects on a non-zero exit, a timeout or an abort. */
export function runProcess(command: string, args: readonly string[], options: RunProcessOptions = {}): Promise<ProcessResult> {
  const timeoutMs = options.timeoutMs ?? 15_000;
  const maxOutputBytes = options.maxOutputBytes ?? 32 * 1024 * 1024;
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(new Error(`${command} was aborted before it started.`));
      return;
    }
    const child = spawn(command, [...args], { stdio: ['pipe', 'pipe', 'ignore'] });
    const chunks: Buffer[] = [];
    let size = 0;
    let failure: Error | undefined;
    const kill = (reason: string) => {
      failure ??= new Error(reason);
      child.kill('SIGKILL');
    };
    const timer = setTimeout(() => kill(`${command} took longer than ${timeoutMs} ms.`), timeoutMs);
    const onAbort = () => kill(`${command} was aborted.`);
    options.signal?.addEventListener('abort', onAbort, { once: true });
    child.stdout.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxOutputBytes) {
        kill(`${command} wrote more than ${maxOutputBytes} bytes.`);
        return;
      }
      chunks.push(chunk);
    });
    child.stdin.on('error', () => {});
    child.on('error', (error) => {
      failure ??= error;
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      if (failure) {
        reject(failure);
      } else if (code !== 0) {
        reject(new Error(`${command} exited with code ${code}.`));
      } else {
        resolve({ stdout: Buffer.concat(chunks), code });
      }
    });
    child.stdin.end(options.input ?? '');
  });
}

/**
 * Whether a program is installed: an executable file at its path, or on `PATH` for a bare name. Checked once at
 * start-up without starting it (four programs run to answer this took ~150 ms of every start, and seconds on a busy
 * machine); an installed program that then fails answers as an engine failure when first used. `_args` are what the
 * check used to run, kept for the callers' documentation.
 */
export function commandWorks(command: string, _args: readonly string[] = []): boolean {
  const candidates = command.includes('/') ? [command] : (process.env.PATH ?? '').split(delimiter).filter(Boolean).map((folder) => join(folder, command));
  return candidates.some((file) => {
    try {
      accessSync(file, constants.X_OK);
      return statSync(file).isFile();
    } catch {
      return false;
    }
  });
}
