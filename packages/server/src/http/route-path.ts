import { ROUTES, type RouteName } from '@parla/contract';

/** The Hono path of a contract route: `{id}` becomes `:id`. */
export function routePath(name: RouteName): string {
  return ROUTES[name].path.replace(/\{(\w+)\}/g, ':$1');
}
