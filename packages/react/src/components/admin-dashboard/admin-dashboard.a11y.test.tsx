// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aPage, aUser, json } from '@parla/test-utils';
import { renderWithSession } from '../../test-utils/render-with-session.js';
import { seriousViolations } from '../../test-utils/run-axe.js';
import { createTestSession } from '../../test-utils/test-session.js';
import { AdminDashboard } from './admin-dashboard.js';

describe('AdminDashboard accessibility (axe-core)', () => {
  it('has no serious or critical violation when filled', async () => {
    const { session, api } = await createTestSession({ user: aUser({ is_admin: true }) });
    api.on('GET', '/api/v1/admin/usage/', () => json({ users: 1, active_users_today: 1, conversations: 1, messages_today: 1, voice_requests_today: 0, messages_by_day: [{ date: '2025-01-15', count: 1 }] }));
    api.on('GET', '/api/v1/admin/users/', () =>
      json(aPage([{ id: 'u1', email: 'a@example.com', first_name: 'Ada', last_name: 'L', is_admin: true, email_verified: true, terms_accepted: true, tier: 'premium', conversation_count: 1, message_count: 2, created_at: '2025-01-01T10:00:00.000Z', last_active_at: null }])),
    );
    api.on('GET', '/api/v1/admin/reports/', () => json(aPage([])));
    api.on('GET', '/api/v1/admin/feedback/', () => json(aPage([{ id: 'f1', user_id: null, user_email: null, rating: 4, comment: 'Nice', category: null, created_at: '2025-01-15T10:00:00.000Z' }])));
    const { container } = renderWithSession(<AdminDashboard />, session);
    await screen.findByRole('table');
    await screen.findByText('Nice');

    expect(await seriousViolations(container)).toEqual([]);
  });
});
