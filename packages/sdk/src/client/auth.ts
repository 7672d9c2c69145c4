import type { RequestBody } from '@parla/contract';
import { call, type CallContext, type CallOptions } from './call.js';

/** Sign-in, registration, tokens, verification, password reset and account deletion. */
export function authNamespace(context: CallContext) {
  return {
    /** Signs in with the email as `username`; stores and returns the tokens. */
    async login(body: RequestBody<'auth.login'>, options?: CallOptions) {
      const tokens = await call(context, 'auth.login', { body }, options);
      await context.tokenStore.set(tokens);
      return tokens;
    },
    /** Creates an account; stores the tokens when the server signs the learner in at once. */
    async register(body: RequestBody<'auth.register'>, options?: CallOptions) {
      const result = await call(context, 'auth.register', { body }, options);
      if (result.access && result.refresh) {
        await context.tokenStore.set({ access: result.access, refresh: result.refresh });
      }
      return result;
    },
    /** Revokes the session on the server and clears the stored tokens, even when the call fails. */
    async logout(options?: CallOptions) {
      const tokens = await context.tokenStore.get();
      try {
        return await call(context, 'auth.logout', { body: tokens ? { refresh: tokens.refresh } : {} }, options);
      } finally {
        await context.tokenStore.set(null);
      }
    },
    /** Exchanges the refresh token for new tokens and stores them. */
    async refresh(body: RequestBody<'auth.refresh'>, options?: CallOptions) {
      const tokens = await call(context, 'auth.refresh', { body }, options);
      await context.tokenStore.set(tokens);
      return tokens;
    },
    /** Confirms an email with the token from `/verify-email/{token}`; signs the learner in. */
    async verifyEmail(body: RequestBody<'auth.verifyEmail'>, options?: CallOptions) {
      const result = await call(context, 'auth.verifyEmail', { body }, options);
      await context.tokenStore.set({ access: result.access, refresh: result.refresh });
      return result;
    },
    /** Sends a fresh verification link. */
    resendVerification: (body: RequestBody<'auth.resendVerification'>, options?: CallOptions) =>
      call(context, 'auth.resendVerification', { body }, options),
    /** Sends a password-reset link; answers the same whether or not the email exists. */
    requestPasswordReset: (body: RequestBody<'auth.requestPasswordReset'>, options?: CallOptions) =>
      call(context, 'auth.requestPasswordReset', { body }, options),
    /** Sets a new password with the `uid` and `token` of `/reset-password/{uid}/{token}`. */
    confirmPasswordReset: (
      { uid, ...body }: RequestBody<'auth.confirmPasswordReset'> & { uid: string },
      options?: CallOptions,
    ) => call(context, 'auth.confirmPasswordReset', { params: { uid, token: body.token }, body }, options),
    /** Deletes the account and everything in it; clears the stored tokens. */
    async deleteAccount(options?: CallOptions) {
      const result = await call(context, 'auth.deleteAccount', {}, options);
      await context.tokenStore.set(null);
      return result;
    },
  };
}
