import type { z } from 'zod';
import { VALIDATION_MESSAGES } from '../constants/messages.js';

/** The NUL character, which no text column can hold and no learner types. */
const NUL = '\u0000';

/** The paths of every string (object key or value) inside `value` that contains a NUL character. */
export function nulCharacterPaths(value: unknown, path: PropertyKey[] = []): PropertyKey[][] {
  if (typeof value === 'string') {
    return value.includes(NUL) ? [path] : [];
  }
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => nulCharacterPaths(item, [...path, index]));
  }
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      key.includes(NUL) ? [[...path, key]] : nulCharacterPaths(item, [...path, key]),
    );
  }
  return [];
}

/**
 * The same schema, refusing any string with a NUL character anywhere in the parsed value with 'Invalid format' (§5) on
 * that field. Applied to every request body and query of {@link ENDPOINTS}, so no request string reaches storage with
 * one.
 */
export function withoutNulCharacters<T extends z.ZodType>(schema: T): T {
  return schema.superRefine((value, context) => {
    for (const path of nulCharacterPaths(value)) {
      context.addIssue({ code: 'custom', message: VALIDATION_MESSAGES.invalidFormat, path });
    }
  }) as T;
}
