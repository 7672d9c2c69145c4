import { z } from 'zod';
import { QUOTA_TIERS } from '../constants/enums.js';
import { feedback, supportReport } from './support.js';
import { id, paginated, timestamp } from './fields.js';

/** A user as the admin dashboard lists them. */
export const adminUser = z.object({
  id,
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  is_admin: z.boolean(),
  email_verified: z.boolean(),
  terms_accepted: z.boolean(),
  tier: z.enum(QUOTA_TIERS),
  conversation_count: z.number().int().nonnegative(),
  message_count: z.number().int().nonnegative(),
  created_at: timestamp,
  last_active_at: timestamp.nullable(),
});

/** GET admin/users/. */
export const adminUserPage = paginated(adminUser);

/** GET admin/usage/: totals across all learners. */
export const adminUsage = z.object({
  users: z.number().int().nonnegative(),
  active_users_today: z.number().int().nonnegative(),
  conversations: z.number().int().nonnegative(),
  messages_today: z.number().int().nonnegative(),
  voice_requests_today: z.number().int().nonnegative(),
  messages_by_day: z.array(z.object({ date: z.iso.date(), count: z.number().int().nonnegative() })),
});

/** GET admin/reports/. */
export const supportReportPage = paginated(supportReport);
/** GET admin/feedback/. */
export const feedbackPage = paginated(feedback);
