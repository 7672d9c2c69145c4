import { describe, expect, it } from 'vitest';
import { createSegmentTracker } from './vad-segments.js';

describe('createSegmentTracker', () => {
  it('times a segment from the frame where speech started to the end of the frame that closed it', () => {
    const tracker = createSegmentTracker(96);
    tracker.frame();
    tracker.frame();
    tracker.frame(); // frame 2 (192–288 ms) is the first speech frame
    tracker.speechStart();
    expect(tracker.openStartMs()).toBe(192);
    for (let index = 0; index < 7; index += 1) {
      tracker.frame();
    }
    expect(tracker.speechEnd()).toEqual({ startMs: 192, endMs: 960 });
    expect(tracker.segments()).toEqual([{ startMs: 192, endMs: 960 }]);
    expect(tracker.openStartMs()).toBeNull();
  });

  it('keeps segments in order and drops a misfire', () => {
    const tracker = createSegmentTracker(32);
    tracker.frame();
    tracker.speechStart();
    tracker.frame();
    tracker.frame();
    tracker.speechEnd();
    tracker.frame();
    tracker.speechStart();
    tracker.misfire();
    tracker.frame();
    tracker.frame();
    tracker.speechStart();
    tracker.frame();
    tracker.speechEnd();
    expect(tracker.segments()).toEqual([
      { startMs: 0, endMs: 96 },
      { startMs: 160, endMs: 224 },
    ]);
  });

  it('ignores an end without a start and a second start while speech is open', () => {
    const tracker = createSegmentTracker(100);
    tracker.frame();
    expect(tracker.speechEnd()).toBeNull();
    tracker.speechStart();
    tracker.frame();
    tracker.speechStart();
    expect(tracker.openStartMs()).toBe(0);
    expect(tracker.speechEnd()).toEqual({ startMs: 0, endMs: 200 });
  });
});
