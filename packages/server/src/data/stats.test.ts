import { describe, expect, it } from 'vitest';
import { practiceMinutes } from './stats.js';
import type { TimedMessage } from './stats.js';

const at = (minute: number) => new Date(Date.UTC(2025, 2, 10, 9, minute));
const ai = (minute: number): TimedMessage => ({ sender: 'ai', at: at(minute) });
const learner = (minute: number): TimedMessage => ({ sender: 'user', at: at(minute) });

describe('practiceMinutes', () => {
  it('is 0 before the learner writes: the tutor’s greeting alone is no practice (it showed "1 min")', () => {
    expect(practiceMinutes([ai(0)])).toBe(0);
    expect(practiceMinutes([ai(0), ai(40)])).toBe(0);
  });

  it('counts a session from its first message to its last once the learner wrote in it', () => {
    expect(practiceMinutes([ai(0), learner(3), ai(4), learner(6), ai(7)])).toBe(7);
  });

  it('counts a short session as one minute', () => {
    expect(practiceMinutes([learner(0), ai(0)])).toBe(1);
  });

  it('leaves out a later session where only the tutor spoke (a new conversation’s greeting)', () => {
    expect(practiceMinutes([learner(0), ai(5), ai(50)])).toBe(5);
  });
});
