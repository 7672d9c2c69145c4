/** Audio ready to play. */
export interface CachedAudio {
  bytes: Uint8Array;
  contentType: string;
}

/** A small least-recently-used map of fetched audio. */
export interface AudioCache {
  get(key: string): CachedAudio | undefined;
  set(key: string, audio: CachedAudio): void;
  readonly size: number;
}

/** Creates an audio cache holding at most `capacity` entries; the least recently used one goes first. */
export function createAudioCache(capacity: number): AudioCache {
  const entries = new Map<string, CachedAudio>();
  return {
    get(key) {
      const audio = entries.get(key);
      if (audio) {
        entries.delete(key);
        entries.set(key, audio);
      }
      return audio;
    },
    set(key, audio) {
      entries.delete(key);
      entries.set(key, audio);
      while (entries.size > capacity) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) {
          break;
        }
        entries.delete(oldest);
      }
    },
    get size() {
      return entries.size;
    },
  };
}
