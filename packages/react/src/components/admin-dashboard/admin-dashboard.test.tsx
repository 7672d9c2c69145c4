import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminUser } from '@parla/sdk';
import { aPage, aUser, apiError, json } from '@parla/test-utils';
import { renderWithSession } from '../../test-utils/render-with-session.js';
import { createTestSession } from '../../test-utils/test-session.js';
import { AdminDashboard } from './admin-dashboard.js';

function anAdminUser(index: number): AdminUser {
  return {
    id: `user-${index}`,
    email: `learner${index}@example.com`,
    first_name: `Learner`,
    last_name: `${index}`,
    is_admin: false,
    email_verified: true,
    terms_accepted: true,
    tier: 'free',
    conversation_count: index,
    message_count: index * 10,
    created_at: '2025-01-01T10:00:00.000Z',
    last_active_at: null,
  };
}

async function setUp() {
  const test = await createTestSession({ user: aUser({ is_admin: true }) });
  test.api.on('GET', '/api/v1/admin/usage/', () =>
    json({ users: 42, active_users_today: 7, conversations: 120, messages_today: 1500, voice_requests_today: 30, messages_by_day: [{ date: '2025-01-14', count: 40 }, { date: '2025-01-15', count: 80 }] }),
  );
  test.api.on('GET', '/api/v1/admin/users/', (request) => {
    const offset = Number(request.url.searchParams.get('offset') ?? 0);
    const search = request.url.searchParams.get('search');
    if (search) {
      return json(aPage([anAdminUser(99)]));
    }
    const rows = Array.from({ length: 2 }, (_, index) => anAdminUser(offset + index + 1));
    return json(aPage(rows, offset === 0 ? '/api/v1/admin/users/?offset=2' : null, 4));
  });
  test.api.on('GET', '/api/v1/admin/reports/', () =>
    json(aPage([{ id: 'report-1', user_id: 'user-1', user_email: 'learner1@example.com', subject: 'Mic broken', description: 'Nothing happens.', category: 'bug', page_url: null, created_at: '2025-01-15T10:00:00.000Z' }])),
  );
  test.api.on('GET', '/api/v1/admin/feedback/', () => json(aPage([])));
  renderWithSession(<AdminDashboard pageSize={2} />, test.session);
  return test;
}

describe('AdminDashboard', () => {
  it('shows the usage totals and the messages-by-day bars', async () => {
    await setUp();

    expect((await screen.findByText('Users', { selector: 'dt' })).nextElementSibling?.textContent).toBe('42');
    expect(screen.getByText('Messages today', { selector: 'dt' }).nextElementSibling?.textContent).toBe('1,500');
    expect(within(screen.getByRole('list', { name: 'Messages by day' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Jan 1440', 'Jan 1580']);
  });

  it('lists users in a table and pages through them', async () => {
    const { api } = await setUp();
    const table = await screen.findByRole('table');

    expect(within(table).getByText('learner1@example.com')).toBeTruthy();
    expect(screen.getByText('1–2 of 4')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('learner3@example.com')).toBeTruthy();
    expect(screen.getByText('3–4 of 4')).toBeTruthy();
    expect(api.calls('GET', '/api/v1/admin/users/').at(-1)?.url.searchParams.get('offset')).toBe('2');
  });

  it('keeps the range of the rows read last while the next page loads', async () => {
    const { api } = await setUp();
    await screen.findByRole('table');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    api.on('GET', '/api/v1/admin/users/', async (request) => {
      await held;
      const offset = Number(request.url.searchParams.get('offset') ?? 0);
      return json(aPage([anAdminUser(offset + 1), anAdminUser(offset + 2)], null, 4));
    });

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true));
    // Page 2 is not there yet: the range does not claim rows 3–4.
    expect(screen.getByText('1–2 of 4')).toBeTruthy();
    release();
    expect(await screen.findByText('learner3@example.com')).toBeTruthy();
    expect(screen.getByText('3–4 of 4')).toBeTruthy();
  });

  it('searches users', async () => {
    const { api } = await setUp();
    await screen.findByRole('table');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name or email' }), 'learner99{Enter}');

    expect(await screen.findByText('learner99@example.com')).toBeTruthy();
    expect(api.calls('GET', '/api/v1/admin/users/').at(-1)?.url.searchParams.get('search')).toBe('learner99');
  });

  it('lists the support reports and says when there is no feedback', async () => {
    await setUp();

    expect(await screen.findByText('Mic broken')).toBeTruthy();
    expect(screen.getByText('Something is not working')).toBeTruthy();
    expect(await screen.findByText('No feedback yet.')).toBeTruthy();
  });

  it('shows access denied for a 403', async () => {
    const { session, api } = await createTestSession({ user: aUser() });
    for (const path of ['usage', 'users', 'reports', 'feedback']) {
      api.on('GET', `/api/v1/admin/${path}/`, () => apiError(403, 'Access denied. You do not have permission.', {}, 'forbidden'));
    }
    const { container } = renderWithSession(<AdminDashboard />, session);

    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeTruthy();
    await waitFor(() => expect(container.querySelector('.parla-admin')?.getAttribute('data-state')).toBe('forbidden'));
    expect(screen.queryByRole('table')).toBeNull();
  });
});
