import { describe, expect, it } from 'vitest';
import { gradeSchedule, newCardSchedule, nextDueByGrade, stateName } from './card-scheduler.js';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const start = new Date('2026-03-02T09:00:00.000Z');

describe('the FSRS schedule of a card', () => {
  it('is due at once when new', () => {
    const schedule = newCardSchedule(start);
    expect(schedule.due.getTime()).toBe(start.getTime());
    expect(stateName(schedule.state)).toBe('new');
  });

  it('graded Good three times, each review on its due date, comes back later each time', () => {
    let schedule = newCardSchedule(start);
    let now = start;
    const intervals: number[] = [];
    for (let review = 0; review < 3; review += 1) {
      schedule = gradeSchedule(schedule, 'good', now);
      intervals.push(schedule.due.getTime() - now.getTime());
      now = schedule.due;
    }
    expect(intervals[1]).toBeGreaterThan(intervals[0] ?? Number.POSITIVE_INFINITY);
    expect(intervals[2]).toBeGreaterThan(intervals[1] ?? Number.POSITIVE_INFINITY);
    expect(schedule.reps).toBe(3);
  });

  it('graded Again after being learnt comes back within the day, as a lapse', () => {
    let schedule = newCardSchedule(start);
    let now = start;
    for (let review = 0; review < 3; review += 1) {
      schedule = gradeSchedule(schedule, 'good', now);
      now = schedule.due;
    }
    expect(schedule.due.getTime() - now.getTime()).toBeGreaterThanOrEqual(0);
    const lapsed = gradeSchedule(schedule, 'again', now);
    expect(lapsed.due.getTime() - now.getTime()).toBeLessThan(DAY);
    expect(lapsed.lapses).toBe(1);
    expect(stateName(lapsed.state)).toBe('relearning');
  });

  it('graded Again when new comes back within minutes', () => {
    const schedule = gradeSchedule(newCardSchedule(start), 'again', start);
    expect(schedule.due.getTime() - start.getTime()).toBeLessThanOrEqual(HOUR);
  });

  it('previews a later due time for each better grade', () => {
    const preview = nextDueByGrade(gradeSchedule(newCardSchedule(start), 'good', start), new Date(start.getTime() + 10 * 60 * 1000));
    expect(preview.again.getTime()).toBeLessThan(preview.hard.getTime());
    expect(preview.hard.getTime()).toBeLessThan(preview.good.getTime());
    expect(preview.good.getTime()).toBeLessThan(preview.easy.getTime());
  });
});
