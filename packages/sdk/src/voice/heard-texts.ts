import type { KeyValueStorage } from '../ports.js';
import { readStored, writeStored } from '../state/stored-value.js';

/** Storage key of the levelled listening texts heard lately, per language and level. */
const HEARD_KEY = 'parla.listening.heard';
/** Texts remembered per language and level: fewer than the 12 or more the server has at each, so one is always new. */
const HEARD_MAX = 10;

type Heard = Record<string, string[]>;

function keyOf(languageCode: string, level: string): string {
  return `${(languageCode.split('-')[0] ?? languageCode).toLowerCase()}:${level}`;
}

function readHeard(storage: KeyValueStorage): Heard {
  try {
    const parsed: unknown = JSON.parse(readStored(storage, HEARD_KEY) ?? '{}');
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Heard) : {};
  } catch {
    return {};
  }
}

/** The ids of the texts heard lately in a language at a level, newest first (valid ids only: a bad entry is dropped). */
export function heardTexts(storage: KeyValueStorage, languageCode: string, level: string): string[] {
  const ids = readHeard(storage)[keyOf(languageCode, level)];
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string' && /^[a-z][0-9]{1,3}$/.test(id)).slice(0, HEARD_MAX) : [];
}

/** Remembers a text heard, newest first, keeping the last {@link HEARD_MAX}. */
export function rememberHeardText(storage: KeyValueStorage, languageCode: string, level: string, id: string): void {
  const heard = readHeard(storage);
  const key = keyOf(languageCode, level);
  heard[key] = [id, ...heardTexts(storage, languageCode, level).filter((other) => other !== id)].slice(0, HEARD_MAX);
  writeStored(storage, HEARD_KEY, JSON.stringify(heard));
}
