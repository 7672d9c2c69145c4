// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, json } from '@parla/test-utils';
import { renderWithSession } from '../../test-utils/render-with-session.js';
import { seriousViolations } from '../../test-utils/run-axe.js';
import { createTestSession } from '../../test-utils/test-session.js';
import { ProgressPanel } from './progress-panel.js';

describe('ProgressPanel accessibility (axe-core)', () => {
  it('has no serious or critical violation when loading and when filled', async () => {
    const { session, api } = await createTestSession({ user: aUser() });
    api.on('GET', '/api/v1/conversations/stats/', () =>
      json({ total_conversations: 3, active_conversations: 1, total_messages: 40, messages_sent: 20, practice_minutes: 35, active_days: 2, current_streak: 2, longest_streak: 2, by_language: { es: 3 }, by_mode: { grammar: 3 }, last_active_at: '2025-01-15T10:00:00.000Z' }),
    );
    api.on('GET', '/api/v1/usage/current/', () =>
      json({ tier: 'free', daily: { messages: { used: 1, limit: 100 }, voiceRequests: { used: 0, limit: 50 }, aiCalls: { used: 1, limit: 200 } }, monthly: { totalRequests: { used: 2, limit: 2000 }, premiumFeatures: { used: 0, limit: 10 } }, daily_resets_at: '2025-01-16T00:00:00.000Z', monthly_resets_at: '2025-02-01T00:00:00.000Z' }),
    );
    const { container } = renderWithSession(<ProgressPanel />, session);
    expect(await seriousViolations(container)).toEqual([]);

    await screen.findByText('Practice time');
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('has no serious or critical violation in the error state', async () => {
    const { session } = await createTestSession({ user: aUser() });
    const { container } = renderWithSession(<ProgressPanel />, session);
    await screen.findByRole('alert');

    expect(await seriousViolations(container)).toEqual([]);
  });
});
