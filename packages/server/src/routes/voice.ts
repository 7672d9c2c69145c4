import { Hono } from 'hono';
import { AUDIO_SAMPLE_RATE, ENDPOINTS, QUOTA_TIER_LIMITS, VALIDATION, type RouteName } from '@parla/contract';
import type { AppEnv } from '../app-env.js';
import type { AppDeps } from '../deps.js';
import { ApiError } from '../http/api-error.js';
import { routePath } from '../http/route-path.js';
import { nextUtcMidnight, readUsage } from '../limits/usage.js';
import { requireAuth } from '../middleware/auth.js';
import { jsonBody } from '../middleware/validate.js';

/** Why each audio call answers 503 until speech engines are configured. */
export const SPEECH_UNAVAILABLE: Readonly<Partial<Record<RouteName, string>>> = {
  'voice.transcribe': 'Speech recognition needs a speech-to-text engine; none is configured on this server.',
  'voice.synthesize': 'Speech synthesis needs a text-to-speech engine; none is configured on this server.',
  'voice.synthesizeMessage': 'Speech synthesis needs a text-to-speech engine; none is configured on this server.',
  'voice.pronunciation': 'Pronunciation analysis needs a speech-to-text engine; none is configured on this server.',
  'voice.listeningExercise': 'Listening exercises need a text-to-speech engine; none is configured on this server.',
  'voice.checkListeningExercise': 'Listening exercises need a text-to-speech engine; none is configured on this server.',
};

const NOTHING = { available: false, engine: null, languages: [] };

/** Speech calls: capabilities, usage and health are real; the audio calls answer 503 until engines land. */
export function voiceRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const app = new Hono<AppEnv>();
  const auth = requireAuth(deps);

  app.get(routePath('voice.capabilities'), (c) =>
    c.json(
      {
        text_to_speech: { ...NOTHING, voices: [] },
        speech_to_text: NOTHING,
        pronunciation: NOTHING,
        listening_exercises: NOTHING,
        sample_rate: AUDIO_SAMPLE_RATE,
        max_audio_seconds: VALIDATION.audioMaxSeconds,
        max_audio_bytes: VALIDATION.audioMaxBytes,
      },
      200,
    ),
  );

  app.get(routePath('voice.health'), (c) =>
    c.json({ status: 'degraded' as const, engines: { text_to_speech: 'unavailable' as const, speech_to_text: 'unavailable' as const } }, 200),
  );

  app.get(routePath('voice.usage'), auth, async (c) => {
    const user = c.get('user');
    const now = clock.now();
    const usage = await readUsage(db, user.id, now);
    const limit = QUOTA_TIER_LIMITS[user.tier].daily.voiceRequests;
    const used = usage.daily.voiceRequests;
    return c.json({ used, limit, remaining: Math.max(0, limit - used), resets_at: nextUtcMidnight(now).toISOString() }, 200);
  });

  const audioCalls = [
    ['voice.transcribe', ENDPOINTS['voice.transcribe'].body],
    ['voice.synthesize', ENDPOINTS['voice.synthesize'].body],
    ['voice.synthesizeMessage', ENDPOINTS['voice.synthesizeMessage'].body],
    ['voice.pronunciation', ENDPOINTS['voice.pronunciation'].body],
    ['voice.checkListeningExercise', ENDPOINTS['voice.checkListeningExercise'].body],
    ['voice.listeningExercise', ENDPOINTS['voice.listeningExercise'].body],
  ] as const;
  for (const [name, schema] of audioCalls) {
    app.post(routePath(name), auth, jsonBody(schema), () => {
      throw new ApiError(503, 'engine_unavailable', SPEECH_UNAVAILABLE[name]);
    });
  }

  return app;
}
