import type { RequestBody } from '@parla/contract';
import { call, type CallContext, type CallOptions } from './call.js';

/** The signed-in learner: profile, preferences, terms, data export and deletion. */
export function userNamespace(context: CallContext) {
  return {
    /** Reads the profile with preferences. */
    getProfile: (options?: CallOptions) => call(context, 'user.getProfile', {}, options),
    /** Changes names and/or preferences (playback speed is clamped to 0.5–2 by the server). */
    updateProfile: (body: RequestBody<'user.updateProfile'>, options?: CallOptions) =>
      call(context, 'user.updateProfile', { body }, options),
    /** Accepts the terms (the current version when none is given). */
    acceptTerms: (body: RequestBody<'user.acceptTerms'> = {}, options?: CallOptions) =>
      call(context, 'user.acceptTerms', { body }, options),
    /** Tells whether the learner must accept the current terms. */
    getTermsStatus: (options?: CallOptions) => call(context, 'user.getTermsStatus', {}, options),
    /** Everything stored about the learner (rate-limited: 3 a day). */
    exportData: (options?: CallOptions) => call(context, 'user.exportData', {}, options),
    /** Deletes the account and everything in it; clears the stored tokens. */
    async deleteAccount(options?: CallOptions) {
      const result = await call(context, 'user.deleteAccount', {}, options);
      await context.tokenStore.set(null);
      return result;
    },
  };
}
