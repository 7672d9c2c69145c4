import type { ServerConfig } from '../config.js';
import { createOfflineEngine } from './offline-engine.js';
import { createOpenAiEngine } from './openai-engine.js';
import type { TutorEngine } from './tutor-engine.js';

/** The configured tutor: the OpenAI-compatible endpoint when PARLA_TUTOR_URL is set, else the offline tutor. */
export function createTutorFromConfig(config: ServerConfig): TutorEngine {
  if (config.tutorUrl) {
    return createOpenAiEngine({ url: config.tutorUrl, model: config.tutorModel, key: config.tutorKey });
  }
  return createOfflineEngine({ chunkDelayMs: config.offlineChunkDelayMs });
}
