// `@parla/sdk/dev`: what only development builds use — the spec's §4 mock sign-in helpers and fake tokens. Kept out of
// the main entry so no production bundle carries them.
export { DEV_HELPER_RELOAD_MESSAGE, MOCK_PREFERENCES, MOCK_USER, installDevHelpers } from '../state/dev-helpers.js';
export type { DevHelpers, DevHelpersOptions } from '../state/dev-helpers.js';
export { createMockTokens } from '../tokens/mock-tokens.js';
