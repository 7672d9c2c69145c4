import { describe, expect, it } from 'vitest';
import { conversationStats } from './conversations.js';

const stats = {
  total_conversations: 3,
  active_conversations: 1,
  total_messages: 40,
  messages_sent: 20,
  practice_minutes: 35.5,
  active_days: 2,
  current_streak: 2,
  longest_streak: 2,
  by_language: { es: 3 },
  by_mode: { grammar: 3 },
  last_active_at: '2025-01-15T10:00:00.000Z',
};

describe('conversation stats', () => {
  it('accepts stats without a pronunciation trend (servers that predate it)', () => {
    const parsed = conversationStats.parse(stats);
    expect(parsed.pronunciation_trend).toBeUndefined();
  });

  it('accepts a pronunciation trend of days with average scores and attempts', () => {
    const trend = [
      { date: '2025-01-14', average_score: 66.7, attempts: 3 },
      { date: '2025-01-15', average_score: 100, attempts: 1 },
    ];
    expect(conversationStats.parse({ ...stats, pronunciation_trend: trend }).pronunciation_trend).toEqual(trend);
    expect(conversationStats.parse({ ...stats, pronunciation_trend: [] }).pronunciation_trend).toEqual([]);
  });

  it('refuses a day that is not a date, a score outside 0–100 or with two decimals, and a day without attempts', () => {
    const day = { date: '2025-01-15', average_score: 80, attempts: 2 };
    for (const wrong of [
      { ...day, date: '2025-01-15T00:00:00Z' },
      { ...day, average_score: 100.5 },
      { ...day, average_score: -1 },
      { ...day, average_score: 66.67 },
      { ...day, attempts: 0 },
      { ...day, attempts: 1.5 },
    ]) {
      expect(conversationStats.safeParse({ ...stats, pronunciation_trend: [wrong] }).success, JSON.stringify(wrong)).toBe(false);
    }
  });
});
