import { parse } from '@formatjs/icu-messageformat-parser';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** Argument names of a message by kind, so each can get sample values. */
function argumentsOf(elements: MessageFormatElement[], found = new Map<string, number>()): Map<string, number> {
  for (const element of elements) {
    if ('value' in element && element.type !== 0 && element.type !== 8) {
      found.set(element.value, element.type);
    }
    if ('options' in element) {
      for (const option of Object.values(element.options)) {
        argumentsOf(option.value, found);
      }
    }
    if ('children' in element) {
      argumentsOf(element.children, found);
    }
  }
  return found;
}

/** The arguments of an ICU message, by name, with their element type (1 plain, 2 number, 3 date, 4 time, 5 select, 6 plural). */
export function messageArguments(message: string): Map<string, number> {
  return argumentsOf(parse(message));
}

/** Value sets that exercise every branch of a message: several counts for plurals, each option for selects. */
export function sampleValues(message: string): Record<string, string | number | Date>[] {
  const names = messageArguments(message);
  if (names.size === 0) {
    return [{}];
  }
  const counts = [0, 1, 2, 3, 5, 11, 21, 22, 101, 1.5];
  return counts.map((count, index) =>
    Object.fromEntries(
      [...names].map(([name, type]) => {
        if (type === 6 || type === 2) {
          return [name, count];
        }
        if (type === 3 || type === 4) {
          return [name, new Date(Date.UTC(2026, index, 1 + index, 9, 30))];
        }
        return [name, `«${name}»`];
      }),
    ),
  );
}
