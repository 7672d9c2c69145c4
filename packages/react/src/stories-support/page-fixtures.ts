import type { AdminUsage, AdminUser, ConversationStats, Feedback, SupportReport, UsageCurrent } from '@parla/sdk';
import { aPage, apiError, json } from '@parla/test-utils';
import type { FakeApi } from '@parla/test-utils';
import { HISTORY_PATH, storyHistory } from '../components/progress-charts/chart-fixtures.js';

/** The calls of the progress panel. */
export const STATS_PATH = '/api/v1/conversations/stats/';
export const USAGE_PATH = '/api/v1/usage/current/';

/** The calls of the admin dashboard. */
export const ADMIN_USAGE_PATH = '/api/v1/admin/usage/';
export const ADMIN_USERS_PATH = '/api/v1/admin/users/';
export const ADMIN_REPORTS_PATH = '/api/v1/admin/reports/';
export const ADMIN_FEEDBACK_PATH = '/api/v1/admin/feedback/';

/** A request that stays in flight: the panel keeps loading. */
export function pending(): Promise<Response> {
  return new Promise<Response>(() => undefined);
}

/** The 500 every failing screen call answers with. */
export function serverError(): Response {
  return apiError(500, 'Server error. Please try again later.', {}, 'server_error');
}

/** A learner who has practised for a while: 2.5 hours, 1,234 messages sent (2,468 with the tutor's), a 4-day streak, three languages, three modes, pronunciation on four days. */
export const storyStats: ConversationStats = {
  total_conversations: 12,
  active_conversations: 2,
  total_messages: 2468,
  messages_sent: 1234,
  practice_minutes: 150,
  active_days: 9,
  current_streak: 4,
  longest_streak: 6,
  by_language: { es: 8, fr: 3, ja: 1 },
  by_mode: { free_conversation: 6, roleplay: 4, grammar: 2 },
  last_active_at: '2025-01-15T10:00:00.000Z',
  pronunciation_trend: [
    { date: '2025-01-08', average_score: 58.5, attempts: 2 },
    { date: '2025-01-10', average_score: 64, attempts: 3 },
    { date: '2025-01-12', average_score: 71.3, attempts: 3 },
    { date: '2025-01-15', average_score: 78.5, attempts: 4 },
  ],
};

/** A learner who has not practised yet. */
export const newLearnerStats: ConversationStats = {
  total_conversations: 0,
  active_conversations: 0,
  total_messages: 0,
  messages_sent: 0,
  practice_minutes: 0,
  active_days: 0,
  current_streak: 0,
  longest_streak: 0,
  by_language: {},
  by_mode: {},
  last_active_at: null,
  pronunciation_trend: [],
};

/** Today's and this month's usage of a free learner: messages at 85 % (the warning level), the rest well below. */
export const storyUsage: UsageCurrent = {
  tier: 'free',
  daily: { messages: { used: 85, limit: 100 }, voiceRequests: { used: 10, limit: 50 }, aiCalls: { used: 20, limit: 200 } },
  monthly: { totalRequests: { used: 300, limit: 2000 }, premiumFeatures: { used: 0, limit: 10 } },
  daily_resets_at: '2025-01-16T00:00:00.000Z',
  monthly_resets_at: '2025-02-01T00:00:00.000Z',
};

/** A new learner's usage: nothing used. */
export const unusedUsage: UsageCurrent = {
  ...storyUsage,
  daily: { messages: { used: 0, limit: 100 }, voiceRequests: { used: 0, limit: 50 }, aiCalls: { used: 0, limit: 200 } },
  monthly: { totalRequests: { used: 0, limit: 2000 }, premiumFeatures: { used: 0, limit: 10 } },
};

/** Answers the progress panel's calls with `stats` and `usage` (and its charts' with four weeks of history). */
export function progressRoutes(stats: ConversationStats, usage: UsageCurrent = storyUsage): (api: FakeApi) => void {
  return (api) => {
    api.on('GET', STATS_PATH, () => json(stats));
    api.on('GET', USAGE_PATH, () => json(usage));
    api.on('GET', HISTORY_PATH, () => json(storyHistory));
  };
}

/** Totals across every learner, with a week of messages by day. */
export const storyAdminUsage: AdminUsage = {
  users: 1342,
  active_users_today: 87,
  conversations: 5120,
  messages_today: 2310,
  voice_requests_today: 164,
  messages_by_day: [
    { date: '2025-01-09', count: 1480 },
    { date: '2025-01-10', count: 1720 },
    { date: '2025-01-11', count: 960 },
    { date: '2025-01-12', count: 880 },
    { date: '2025-01-13', count: 1950 },
    { date: '2025-01-14', count: 2120 },
    { date: '2025-01-15', count: 2310 },
  ],
};

const LEARNERS: ReadonlyArray<Pick<AdminUser, 'first_name' | 'last_name' | 'email'>> = [
  { first_name: 'Ana', last_name: 'García', email: 'ana.garcia@example.com' },
  { first_name: 'Louis', last_name: 'Martin', email: 'louis.martin@example.com' },
  { first_name: 'Yuki', last_name: 'Tanaka', email: 'yuki.tanaka@example.com' },
  { first_name: 'Olena', last_name: 'Kovalenko', email: 'olena.kovalenko@example.com' },
  { first_name: 'Marco', last_name: 'Rossi', email: 'marco.rossi@example.com' },
  { first_name: 'Ji-woo', last_name: 'Park', email: 'jiwoo.park@example.com' },
];

/** Learner `index` (0–5) as the admin sees them; the first is an admin and premium, the last has never been active. */
export function storyAdminUser(index: number): AdminUser {
  const learner = LEARNERS[index % LEARNERS.length] ?? LEARNERS[0];
  return {
    id: `user-${index + 1}`,
    email: learner?.email ?? 'learner@example.com',
    first_name: learner?.first_name ?? 'Learner',
    last_name: learner?.last_name ?? `${index + 1}`,
    is_admin: index === 0,
    email_verified: true,
    terms_accepted: true,
    tier: index === 0 ? 'premium' : 'free',
    conversation_count: 30 - index * 4,
    message_count: 900 - index * 130,
    created_at: `2024-1${index % 3}-0${index + 1}T10:00:00.000Z`,
    last_active_at: index === LEARNERS.length - 1 ? null : `2025-01-1${5 - index}T09:30:00.000Z`,
  };
}

/** Support reports of every kind of sender: a learner and someone anonymous. */
export const storyReports: SupportReport[] = [
  {
    id: 'report-1',
    user_id: 'user-2',
    user_email: 'louis.martin@example.com',
    subject: 'The microphone does not start',
    description: 'When I press the microphone nothing happens in Firefox.',
    category: 'bug',
    page_url: '/chat',
    created_at: '2025-01-15T08:12:00.000Z',
  },
  {
    id: 'report-2',
    user_id: null,
    user_email: null,
    subject: 'Cannot change my email',
    description: 'The profile page does not let me change the email address.',
    category: 'account',
    page_url: null,
    created_at: '2025-01-14T17:40:00.000Z',
  },
];

/** Feedback: a rating with a comment, one without. */
export const storyFeedback: Feedback[] = [
  { id: 'feedback-1', user_id: 'user-3', user_email: 'yuki.tanaka@example.com', rating: 5, comment: 'The roleplay mode is great for practising before a trip.', category: null, created_at: '2025-01-15T07:00:00.000Z' },
  { id: 'feedback-2', user_id: null, user_email: null, rating: 3, comment: null, category: null, created_at: '2025-01-13T12:30:00.000Z' },
];

/** The admin dashboard's four calls with data: six learners served `limit` a page (a search finds by name or email). */
export function adminRoutes(api: FakeApi): void {
  api.on('GET', ADMIN_USAGE_PATH, () => json(storyAdminUsage));
  api.on('GET', ADMIN_USERS_PATH, (request) => {
    const search = request.url.searchParams.get('search')?.toLowerCase() ?? '';
    const limit = Number(request.url.searchParams.get('limit') ?? 20);
    const offset = Number(request.url.searchParams.get('offset') ?? 0);
    const users = LEARNERS.map((_, index) => storyAdminUser(index)).filter((user) => `${user.first_name} ${user.last_name} ${user.email}`.toLowerCase().includes(search));
    const next = offset + limit < users.length ? `${ADMIN_USERS_PATH}?offset=${offset + limit}` : null;
    return json(aPage(users.slice(offset, offset + limit), next, users.length));
  });
  api.on('GET', ADMIN_REPORTS_PATH, () => json(aPage(storyReports)));
  api.on('GET', ADMIN_FEEDBACK_PATH, () => json(aPage(storyFeedback)));
}
