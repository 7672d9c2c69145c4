/** Parameters parsed from a path, e.g. `{ id: 'c1' }` for `/chat/c1` against `/chat/:id?`. */
export type RouteParams = Readonly<Record<string, string | undefined>>;

/** A compiled path pattern. */
export interface PathPattern {
  /** The pattern as written: `/reset-password/:uid/:token`, `/chat/:id?`. */
  readonly pattern: string;
  /** Parses a path, or returns null when it does not match. */
  match(path: string): RouteParams | null;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Compiles a path pattern: `:name` matches one non-empty segment, `:name?` an optional one; a trailing slash is ignored.
 * @example
 * compilePath('/chat/:id?').match('/chat/c1'); // { id: 'c1' }
 */
export function compilePath(pattern: string): PathPattern {
  const names: string[] = [];
  const source = pattern
    .split('/')
    .filter((segment) => segment.length > 0)
    .map((segment) => {
      const parameter = /^:(\w+)(\?)?$/.exec(segment);
      if (!parameter) {
        return `/${escapeRegExp(segment)}`;
      }
      names.push(parameter[1] ?? '');
      return parameter[2] ? '(?:/([^/]+))?' : '/([^/]+)';
    })
    .join('');
  const expression = new RegExp(`^${source}/?$`);
  return {
    pattern,
    match(path) {
      const found = expression.exec(path === '' ? '/' : path);
      if (!found) {
        return null;
      }
      const params: Record<string, string | undefined> = {};
      names.forEach((name, index) => {
        const value = found[index + 1];
        params[name] = value === undefined ? undefined : safeDecode(value);
      });
      return params;
    },
  };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
