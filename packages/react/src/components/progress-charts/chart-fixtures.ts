import type { ProgressDay, ProgressHistory } from '@parla/sdk';

/** The history call's path, for stories and tests. */
export const HISTORY_PATH = '/api/v1/progress/history/';

/** A day with nothing in it. */
function quietDay(date: string, saved = 0, retained = 0): ProgressDay {
  return { date, minutes: 0, words_written: 0, words_checked: 0, corrections: [], words_saved: saved, words_retained: retained, pronunciation_score: null, pronunciation_attempts: 0 };
}

/** The UTC day `offset` days after 2025-01-01. */
function dayAt(offset: number): string {
  return new Date(Date.UTC(2025, 0, 1 + offset)).toISOString().slice(0, 10);
}

/**
 * Four weeks of a learner of Spanish (2025-01-01 to 2025-01-28): practice on most days, corrections that fall over the
 * weeks (verb endings most), words saved and more of them retained, a rising pronunciation score on some days.
 */
export const storyHistory: ProgressHistory = {
  language: 'es',
  weeks: 4,
  from: dayAt(0),
  to: dayAt(27),
  days: Array.from({ length: 28 }, (_, index) => {
    const saved = Math.min(24, Math.floor(index * 0.9));
    const retained = Math.max(0, Math.floor(saved * Math.min(0.85, index / 30)));
    if (index % 7 === 5) {
      return quietDay(dayAt(index), saved, retained);
    }
    const words = 60 + ((index * 37) % 90);
    const conjugation = Math.max(1, 8 - Math.floor(index / 4));
    const agreement = Math.max(0, 4 - Math.floor(index / 7));
    const spelling = 1 + (index % 3);
    const per100 = (count: number) => Math.round((count * 1000) / words) / 10;
    const corrections = [
      { category: 'conjugation' as const, count: conjugation },
      { category: 'spelling' as const, count: spelling },
      { category: 'agreement' as const, count: agreement },
    ]
      .filter((entry) => entry.count > 0)
      .sort((a, b) => b.count - a.count)
      .map((entry) => ({ ...entry, per_100_words: per100(entry.count) }));
    return {
      date: dayAt(index),
      minutes: 8 + ((index * 13) % 25),
      words_written: words,
      words_checked: words,
      corrections,
      words_saved: saved,
      words_retained: retained,
      pronunciation_score: index % 3 === 0 ? Math.min(95, 55 + index * 1.5) : null,
      pronunciation_attempts: index % 3 === 0 ? 3 : 0,
    };
  }),
};

/** The same four weeks without any practice (a learner who has not begun in this language). */
export const emptyHistory: ProgressHistory = { ...storyHistory, days: storyHistory.days.map((day) => quietDay(day.date)) };
