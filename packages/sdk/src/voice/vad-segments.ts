/** One stretch of speech, in ms from the start of the audio (or of listening). */
export interface VadSegment {
  startMs: number;
  endMs: number;
}

/** Turns vad-web's per-frame events into timed segments, counting frames (so times follow the audio, not the clock). */
export interface SegmentTracker {
  /** A frame was processed; call before that frame's speech events. */
  frame(): void;
  /** Speech started in the last processed frame. */
  speechStart(): void;
  /** Speech ended at the last processed frame; returns the closed segment (null when none was open). */
  speechEnd(): VadSegment | null;
  /** The open speech was too short to count: it is dropped. */
  misfire(): void;
  /** The start of the open segment in ms, or null when none is open. */
  openStartMs(): number | null;
  /** The closed segments so far, oldest first. */
  segments(): readonly VadSegment[];
}

/**
 * Creates a {@link SegmentTracker} for frames of `frameMs` ms. Times follow vad-web's `NonRealTimeVAD`: a segment starts
 * at the frame where speech began and ends after the frame that closed it (which includes the `redemptionMs` of silence).
 */
export function createSegmentTracker(frameMs: number): SegmentTracker {
  let frames = 0;
  let openStart: number | null = null;
  const closed: VadSegment[] = [];
  return {
    frame() {
      frames += 1;
    },
    speechStart() {
      openStart ??= Math.max(0, frames - 1) * frameMs;
    },
    speechEnd() {
      if (openStart === null) {
        return null;
      }
      const segment = { startMs: Math.round(openStart), endMs: Math.round(frames * frameMs) };
      closed.push(segment);
      openStart = null;
      return segment;
    },
    misfire() {
      openStart = null;
    },
    openStartMs() {
      return openStart;
    },
    segments() {
      return closed;
    },
  };
}
