import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { ENDPOINTS, SUCCESS_MESSAGES } from '@parla/contract';
import type { z } from 'zod';
import type { AppEnv } from '../app-env.js';
import { createBackgroundTasks } from '../background-tasks.js';
import { refuseCommonPassword } from '../auth/common-passwords.js';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../auth/password.js';
import { syncAdminRoles } from '../data/admin-roles.js';
import { consumeOneTimeToken, issueOneTimeToken } from '../data/one-time-tokens.js';
import { detachFromPartners } from '../data/partner-keys.js';
import { familyOfToken, revokeAllSessions, revokeFamily, rotateRefreshToken, startSession } from '../data/sessions.js';
import { createUser, deleteUser, findUserByEmail, findUserById, isUuid } from '../data/users.js';
import { users, type UserRow } from '../db/schema.js';
import type { AppDeps } from '../deps.js';
import { ApiError } from '../http/api-error.js';
import { routePath } from '../http/route-path.js';
import { requireAuth } from '../middleware/auth.js';
import { idempotency } from '../middleware/idempotency.js';
import { checkRateLimit, rateLimitHeaders, refundRateLimit, type RateLimitDecision, type RateLimitSubject } from '../limits/rate-limiter.js';
import { sendLimitedMail } from '../mail/limited-mail.js';
import { clientAddress } from '../middleware/client-address.js';
import { jsonBody } from '../middleware/validate.js';

/** A registration form as validated. */
type RegisterForm = z.output<(typeof ENDPOINTS)['auth.register']['body']>;

const INVALID_CREDENTIALS = 'Invalid email or password.';
const RESET_SENT = 'If an account exists for this address, a password reset link has been sent.';
const VERIFICATION_SENT = 'If an account exists for this address and is not yet verified, a new verification link has been sent.';
const REGISTERED = 'Registration successful. Check your email for a link to verify your address.';

/** Registration, email verification, sign-in, tokens, password reset and account deletion. */
export function authRoutes(deps: AppDeps) {
  const { db, clock, config } = deps;
  const background = deps.background ?? createBackgroundTasks();
  const app = new Hono<AppEnv>();
  const auth = requireAuth(deps);

  async function sendVerification(user: { id: string; email: string; firstName: string }) {
    const token = await issueOneTimeToken(db, 'verify_email', user.id, clock.now());
    const link = `${config.publicUrl}/verify-email/${token}`;
    await sendLimitedMail(deps, {
      to: user.email,
      subject: 'Confirm your email address for Parla',
      text: `Hello ${user.firstName},\n\nWelcome to Parla! Please confirm your email address by opening this link:\n\n${link}\n\nThe link is valid for 48 hours. If you did not create an account, you can ignore this mail.\n\n— Parla`,
      links: [link],
    });
  }

  /**
   * Counts a sign-in attempt against its address (§9 login: 10 in 15 minutes) and its account (20 failures in 15
   * minutes from any addresses) before the password is checked, so parallel guesses are counted too; a right password
   * gives both counts back, so only failures block (a class behind one router can all sign in).
   */
  async function countSignInAttempt(c: Context<AppEnv>, username: string) {
    const now = clock.now();
    const address: RateLimitSubject = { key: `ip:${clientAddress(c, config.trustProxy)}` };
    const account: RateLimitSubject = { key: `login:${username.toLowerCase()}` };
    const byAddress = await checkRateLimit(db, 'login', address, now);
    const byAccount = byAddress.allowed ? await checkRateLimit(db, 'login_account', account, now) : undefined;
    const refused = !byAddress.allowed ? byAddress : byAccount && !byAccount.allowed ? byAccount : undefined;
    if (refused) {
      throw new ApiError(429, 'rate_limited', undefined, { headers: rateLimitHeaders(refused) });
    }
    const counted: Array<[RateLimitSubject, 'login' | 'login_account', RateLimitDecision | undefined]> = [
      [address, 'login', byAddress],
      [account, 'login_account', byAccount],
    ];
    return {
      headers: rateLimitHeaders(byAddress),
      refund: async () => {
        for (const [subject, action, decision] of counted) {
          if (decision) {
            await refundRateLimit(db, action, subject, decision, clock.now());
          }
        }
      },
    };
  }

  app.post(routePath('auth.login'), jsonBody(ENDPOINTS['auth.login'].body), async (c) => {
    const { username, password } = c.req.valid('json');
    const attempt = await countSignInAttempt(c, username);
    const user = await findUserByEmail(db, username);
    const valid = user ? await verifyPassword(password, user.passwordHash) : await verifyAgainstDummy(password);
    if (!user || !valid) {
      throw new ApiError(401, 'invalid_credentials', INVALID_CREDENTIALS, { headers: attempt.headers });
    }
    await attempt.refund();
    if (!user.emailVerified) {
      throw new ApiError(403, 'email_not_verified', 'Please verify your email address first: open the link we sent you.');
    }
    return c.json(await startSession(db, config.secret, user, clock.now()), 200);
  });

  app.post(routePath('auth.register'), idempotency(deps, 'auth.register', { by: 'address' }), jsonBody(ENDPOINTS['auth.register'].body), async (c) => {
    const form = c.req.valid('json');
    refuseCommonPassword(form.password);
    // The answer never waits for the work, so it takes the same time whether the address is taken or not.
    background.run('registration', () => register(form));
    return c.json({ verification_required: true, message: REGISTERED }, 201);
  });

  async function register(form: RegisterForm) {
    const existing = await findUserByEmail(db, form.email);
    if (existing) {
      // Same answer as a new registration: tell the owner by mail instead of telling the caller.
      const link = `${config.publicUrl}/forgot-password`;
      await sendLimitedMail(deps, {
        to: existing.email,
        subject: 'You already have a Parla account',
        text: `Hello ${existing.firstName},\n\nSomeone (probably you) tried to register again with this address. You already have an account: sign in, or reset your password here:\n\n${link}\n\n— Parla`,
        links: [link],
      });
    } else {
      const user = await createUser(db, {
        email: form.email,
        firstName: form.first_name,
        lastName: form.last_name,
        passwordHash: await hashPassword(form.password),
        preferences: form.preferences,
        termsAccepted: form.terms_accepted,
        now: clock.now(),
      });
      await sendVerification(user);
    }
  }

  app.post(routePath('auth.logout'), auth, jsonBody(ENDPOINTS['auth.logout'].body), async (c) => {
    const { refresh } = c.req.valid('json');
    const user = c.get('user');
    const sessionId = c.get('sessionId');
    if (sessionId) {
      await revokeFamily(db, sessionId, clock.now());
    }
    if (refresh) {
      const family = await familyOfToken(db, refresh, user.id);
      if (family) {
        await revokeFamily(db, family, clock.now());
      }
    }
    return c.json({ message: SUCCESS_MESSAGES.logout }, 200);
  });

  app.post(routePath('auth.refresh'), jsonBody(ENDPOINTS['auth.refresh'].body), async (c) => {
    const { refresh } = c.req.valid('json');
    const pair = await rotateRefreshToken(db, config.secret, refresh, clock.now(), (id) => findUserById(db, id));
    return c.json(pair, 200);
  });

  app.post(routePath('auth.verifyEmail'), jsonBody(ENDPOINTS['auth.verifyEmail'].body), async (c) => {
    const { token } = c.req.valid('json');
    const userId = await consumeOneTimeToken(db, 'verify_email', token, clock.now());
    const user = userId ? await findUserById(db, userId) : undefined;
    if (!user) {
      throw new ApiError(400, 'invalid_request', 'This verification link is invalid or has expired.');
    }
    const [verified] = await db
      .update(users)
      .set({ emailVerified: true, updatedAt: clock.now() })
      .where(eq(users.id, user.id))
      .returning();
    const owner = await ownerProvedAddress(verified ?? user);
    const pair = await startSession(db, config.secret, owner, clock.now());
    return c.json({ message: 'Your email address is verified. Welcome to Parla!', ...pair }, 200);
  });

  app.post(routePath('auth.resendVerification'), jsonBody(ENDPOINTS['auth.resendVerification'].body), async (c) => {
    const { email } = c.req.valid('json');
    background.run('verification mail', async () => {
      const user = await findUserByEmail(db, email);
      if (user && !user.emailVerified) {
        await sendVerification(user);
      }
    });
    return c.json({ message: VERIFICATION_SENT }, 200);
  });

  app.post(routePath('auth.requestPasswordReset'), jsonBody(ENDPOINTS['auth.requestPasswordReset'].body), async (c) => {
    const { email } = c.req.valid('json');
    background.run('password reset mail', async () => {
      const user = await findUserByEmail(db, email);
      if (!user) {
        return;
      }
      const token = await issueOneTimeToken(db, 'password_reset', user.id, clock.now());
      const link = `${config.publicUrl}/reset-password/${user.id}/${token}`;
      await sendLimitedMail(deps, {
        to: user.email,
        subject: 'Reset your Parla password',
        text: `Hello ${user.firstName},\n\nTo choose a new password, open this link within one hour:\n\n${link}\n\nThe link works once. If you did not ask for a reset, you can ignore this mail; your password stays the same.\n\n— Parla`,
        links: [link],
      });
    });
    return c.json({ message: RESET_SENT }, 200);
  });

  app.post(
    routePath('auth.confirmPasswordReset'),
    jsonBody(ENDPOINTS['auth.confirmPasswordReset'].body),
    async (c) => {
      const uid = c.req.param('uid') ?? '';
      const pathToken = c.req.param('token') ?? '';
      const form = c.req.valid('json');
      const invalid = new ApiError(400, 'invalid_request', 'This password reset link is invalid or has expired.');
      if (!isUuid(uid) || pathToken !== form.token) {
        throw invalid;
      }
      refuseCommonPassword(form.password);
      const passwordHash = await hashPassword(form.password);
      const userId = await consumeOneTimeToken(db, 'password_reset', form.token, clock.now(), uid);
      if (!userId) {
        throw invalid;
      }
      const [owner] = await db.update(users).set({ passwordHash, emailVerified: true, updatedAt: clock.now() }).where(eq(users.id, userId)).returning();
      await revokeAllSessions(db, userId, clock.now());
      if (owner) {
        await ownerProvedAddress(owner);
      }
      return c.json({ message: 'Your password has been reset. You can now sign in.' }, 200);
    },
  );

  /**
   * The owner of an address has proved it (verification link, password reset): no partner keeps a way into the account,
   * and the admin role follows the configured emails. Returns the account as it now is.
   */
  async function ownerProvedAddress(user: UserRow): Promise<UserRow> {
    await detachFromPartners(db, user.id);
    await syncAdminRoles(db, config.adminEmails, user.id);
    return (await findUserById(db, user.id)) ?? user;
  }

  app.delete(routePath('auth.deleteAccount'), auth, async (c) => {
    await deleteUser(db, c.get('user'));
    return c.json({ message: SUCCESS_MESSAGES.accountDeleted }, 200);
  });

  return app;
}
