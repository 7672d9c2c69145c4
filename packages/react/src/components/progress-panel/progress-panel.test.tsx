import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ConversationStats, UsageCurrent } from '@parla/sdk';
import { aUser, apiError, json } from '@parla/test-utils';
import { renderWithSession } from '../../test-utils/render-with-session.js';
import { createTestSession } from '../../test-utils/test-session.js';
import { ProgressPanel } from './progress-panel.js';

const STATS = '/api/v1/conversations/stats/';
const USAGE = '/api/v1/usage/current/';

function stats(overrides: Partial<ConversationStats> = {}): ConversationStats {
  return {
    total_conversations: 12,
    active_conversations: 2,
    total_messages: 2470,
    messages_sent: 1234,
    practice_minutes: 150,
    active_days: 9,
    current_streak: 1,
    longest_streak: 5,
    by_language: { es: 8, fr: 4 },
    by_mode: { roleplay: 3, free_conversation: 9 },
    last_active_at: '2025-01-15T10:00:00.000Z',
    ...overrides,
  };
}

const usage: UsageCurrent = {
  tier: 'free',
  daily: { messages: { used: 85, limit: 100 }, voiceRequests: { used: 10, limit: 50 }, aiCalls: { used: 20, limit: 200 } },
  monthly: { totalRequests: { used: 300, limit: 2000 }, premiumFeatures: { used: 0, limit: 10 } },
  daily_resets_at: '2025-01-16T00:00:00.000Z',
  monthly_resets_at: '2025-02-01T00:00:00.000Z',
};

async function setUp(statsBody: unknown = stats()) {
  const test = await createTestSession({ user: aUser() });
  test.api.on('GET', STATS, () => json(statsBody));
  test.api.on('GET', USAGE, () => json(usage));
  const view = renderWithSession(<ProgressPanel />, test.session);
  return { ...test, ...view };
}

function figure(term: string): string | null | undefined {
  return screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
}

describe('ProgressPanel', () => {
  it('shows a loading state first', async () => {
    const { container } = await setUp();

    expect(screen.getByRole('status').textContent).toContain('Loading…');
    expect(container.querySelector('.parla-progress')?.getAttribute('data-state')).toBe('loading');
    await screen.findByText('Practice time');
  });

  it('shows practice time, messages, active days and streaks, formatted in the locale', async () => {
    await setUp();
    await screen.findByText('Practice time');

    expect(figure('Practice time')).toBe('2.5 hours');
    expect(figure('Messages')).toBe('1,234');
    expect(figure('Active days')).toBe('9');
    expect(figure('Current streak')).toBe('1 day');
    expect(figure('Longest streak')).toBe('5 days');
    expect(screen.getByText('Last practised on January 15, 2025')).toBeTruthy();
  });

  it('counts the messages the learner sent, not the tutor’s replies (it said "Messages 3" after one sent)', async () => {
    await setUp(stats({ total_messages: 3, messages_sent: 1, practice_minutes: 1 }));
    await screen.findByText('Practice time');

    expect(figure('Messages')).toBe('1');
    expect(figure('Practice time')).toBe('1 minute');
  });

  it('formats numbers and dates in the interface language', async () => {
    const { session } = await setUp();
    act(() => {
      session.locale.setLocale('de');
    });

    expect(await screen.findByText('Zuletzt geübt am 15. Januar 2025')).toBeTruthy();
    expect(figure('Nachrichten')).toBe('1.234');
  });

  it('draws per-language and per-mode bars, largest first, with their counts', async () => {
    await setUp();
    const languages = await screen.findByRole('list', { name: 'Conversations by language' });
    const modes = screen.getByRole('list', { name: 'Conversations by learning mode' });

    expect(within(languages).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Spanish8', 'French4']);
    expect(within(modes).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Free conversation9', 'Roleplay3']);
    expect((languages.querySelector('[data-id="fr"] .parla-bars__bar') as HTMLElement).style.width).toBe('50.0%');
  });

  it("shows today's and this month's quota usage", async () => {
    await setUp();

    const usageList = (await screen.findByText('Messages today')).closest('li');
    expect(usageList?.textContent).toContain('85 of 100');
    expect(usageList?.getAttribute('data-level')).toBe('warning');
    expect(screen.getByText('Free plan')).toBeTruthy();
  });

  it("shows the latest day's pronunciation average and one bar per day, labelled with the date, out of 100", async () => {
    await setUp(
      stats({
        pronunciation_trend: [
          { date: '2025-01-02', average_score: 50, attempts: 1 },
          { date: '2025-01-14', average_score: 72.5, attempts: 4 },
          { date: '2025-01-15', average_score: 87.3, attempts: 2 },
        ],
      }),
    );
    const section = await screen.findByRole('region', { name: 'Pronunciation' });
    const bars = within(section).getByRole('list', { name: 'Average pronunciation score by day' });

    expect(within(section).getByText('Average score on January 15: 87.3 out of 100')).toBeTruthy();
    expect(within(bars).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Jan 250', 'Jan 1472.5', 'Jan 1587.3']);
    expect((bars.querySelector('[data-id="2025-01-14"] .parla-bars__bar') as HTMLElement).style.width).toBe('72.5%');
  });

  it('formats the pronunciation dates and scores in the interface language', async () => {
    const { session } = await setUp(stats({ pronunciation_trend: [{ date: '2025-11-20', average_score: 87.5, attempts: 3 }] }));
    act(() => {
      session.locale.setLocale('de');
    });

    const section = await screen.findByRole('region', { name: 'Aussprache' });
    expect(within(section).getByText('Durchschnitt am 20. November: 87,5 von 100 Punkten')).toBeTruthy();
    expect(within(section).getByRole('listitem').textContent).toBe('20. Nov.87,5');
  });

  it('says to practise pronunciation when there are no scored attempts', async () => {
    await setUp(stats({ pronunciation_trend: [] }));
    const section = await screen.findByRole('region', { name: 'Pronunciation' });

    expect(within(section).getByText('Practise your pronunciation to see your progress here.')).toBeTruthy();
    expect(within(section).queryByRole('list')).toBeNull();
  });

  it('says the same to a server that sends no pronunciation trend', async () => {
    await setUp(stats());
    const section = await screen.findByRole('region', { name: 'Pronunciation' });

    expect(within(section).getByText('Practise your pronunciation to see your progress here.')).toBeTruthy();
  });

  it('shows the progress, not the empty state, to a learner who has only practised pronunciation', async () => {
    await setUp(
      stats({
        total_conversations: 0,
        total_messages: 0,
        by_language: {},
        by_mode: {},
        practice_minutes: 0,
        last_active_at: null,
        pronunciation_trend: [{ date: '2025-01-15', average_score: 64, attempts: 1 }],
      }),
    );

    expect(await screen.findByText('Average score on January 15: 64 out of 100')).toBeTruthy();
    expect(screen.queryByText('No practice yet. Start a conversation and your progress will appear here.')).toBeNull();
  });

  it('shows the empty state when the learner has not practised yet', async () => {
    await setUp(stats({ total_conversations: 0, total_messages: 0, by_language: {}, by_mode: {}, practice_minutes: 0, last_active_at: null }));

    expect(await screen.findByText('No practice yet. Start a conversation and your progress will appear here.')).toBeTruthy();
  });

  it('shows the error with a retry that loads again', async () => {
    const test = await createTestSession({ user: aUser() });
    test.api.on('GET', STATS, () => apiError(500, 'Server error. Please try again later.', {}, 'server_error'));
    test.api.on('GET', USAGE, () => json(usage));
    renderWithSession(<ProgressPanel />, test.session);

    expect((await screen.findByRole('alert')).textContent).toContain('Server error. Please try again later.');
    test.api.on('GET', STATS, () => json(stats()));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('Practice time')).toBeTruthy();
    expect(test.api.calls('GET', STATS)).toHaveLength(2);
  });
});
