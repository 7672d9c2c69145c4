import { describe, expect, it } from 'vitest';
import { ENDPOINTS, listEndpoints } from './endpoints.js';
import { ROUTES, buildPath } from './constants/routes.js';
import { DEFAULT_PREFERENCES } from './constants/constants.js';
import { streamEvent } from './schemas/stream.js';
import { editMessageRequest } from './schemas/conversations.js';
import { preferences, updateProfileRequest } from './schemas/user.js';
import { voiceCapabilities } from './schemas/voice.js';
import { ERROR_CODES } from './schemas/errors.js';

describe('the route table', () => {
  it('has schemas for every route and no schemas without a route', () => {
    expect(Object.keys(ENDPOINTS).sort()).toEqual(Object.keys(ROUTES).sort());
  });

  it('keeps every path under /api/v1/ except the health check, ending in a slash', () => {
    for (const endpoint of listEndpoints()) {
      expect(endpoint.path.endsWith('/'), endpoint.name).toBe(true);
      if (endpoint.name !== 'health.check') {
        expect(endpoint.path.startsWith('/api/v1/'), endpoint.name).toBe(true);
      }
    }
  });

  it('has no two routes with the same method and path', () => {
    const keys = listEndpoints().map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('fills and encodes path parameters and refuses missing ones', () => {
    expect(buildPath(ROUTES['auth.confirmPasswordReset'].path, { uid: 'u 1', token: 'a/b' })).toBe(
      '/api/v1/auth/password-reset/u%201/a%2Fb/',
    );
    expect(() => buildPath(ROUTES['conversations.get'].path, {})).toThrow('Missing path parameter "id"');
  });
});

describe('stream events', () => {
  it('parses each §4 event type', () => {
    const message = {
      id: 'm1', conversation_id: 'c1', sender: 'ai', message_text: '', timestamp: '2025-01-15T10:00:00.000Z', status: 'processing',
    };
    expect(streamEvent.parse({ type: 'ai_message_start', data: message, conversation_id: 'c1' }).type).toBe('ai_message_start');
    expect(streamEvent.parse({ type: 'ai_message_chunk', data: { message_id: 'm1', chunk: 'Hola' }, conversation_id: 'c1' }).type).toBe(
      'ai_message_chunk',
    );
    expect(streamEvent.parse({ type: 'stream_end', data: {}, conversation_id: 'c1' }).type).toBe('stream_end');
    expect(streamEvent.safeParse({ type: 'ai_message_chunk', data: {}, conversation_id: 'c1' }).success).toBe(false);
  });
});

describe('messages and preferences', () => {
  it('refuses an edit to empty text with "Message cannot be empty"', () => {
    const result = editMessageRequest.safeParse({ message_text: '   ' });
    expect(result.error?.issues[0]?.message).toBe('Message cannot be empty');
  });

  it('clamps playback speed to 0.5–2 and fills defaults', () => {
    expect(preferences.parse({ playback_speed: 5 }).playback_speed).toBe(2);
    expect(preferences.parse({ playback_speed: 0.1 }).playback_speed).toBe(0.5);
    expect(preferences.parse({})).toMatchObject({ theme: 'light', playback_speed: 1, voice_preference: 'female', skill_level: 'beginner', auto_play_replies: false });
    // The schema's defaults are DEFAULT_PREFERENCES, every one of them.
    expect(preferences.parse({})).toEqual(DEFAULT_PREFERENCES);
    expect(updateProfileRequest.parse({ preferences: { playback_speed: 3 } }).preferences?.playback_speed).toBe(2);
  });
});

describe('what a server cannot do', () => {
  const speech = { available: false, engine: null, languages: [] };
  const capabilities = {
    text_to_speech: { ...speech, voices: [] },
    speech_to_text: speech,
    pronunciation: speech,
    listening_exercises: speech,
    sample_rate: 48_000,
    max_audio_seconds: 60,
    max_audio_bytes: 10_485_760,
  };

  it('says in the voice capabilities whether it translates', () => {
    expect(voiceCapabilities.parse({ ...capabilities, translation: { available: false, engine: null } }).translation).toEqual({ available: false, engine: null });
    expect(voiceCapabilities.parse({ ...capabilities, translation: { available: true, engine: 'openai' } }).translation?.engine).toBe('openai');
  });

  it('still reads the capabilities of a server that predates the translation field (unknown then)', () => {
    expect(voiceCapabilities.parse(capabilities).translation).toBeUndefined();
  });

  it('has a code for an engine this server never has, apart from one that failed just now', () => {
    expect(ERROR_CODES).toContain('engine_not_configured');
    expect(ERROR_CODES).toContain('engine_unavailable');
  });
});

describe('the data export', () => {
  const attempts = ENDPOINTS['user.exportData'].response.pick({ pronunciation_attempts: true });

  it('lists the stored pronunciation attempts with language, overall score and time', () => {
    const stored = [{ language: 'es', overall_score: 87, created_at: '2025-01-15T10:00:00.000Z' }];
    expect(attempts.parse({ pronunciation_attempts: stored }).pronunciation_attempts).toEqual(stored);
    expect(attempts.safeParse({ pronunciation_attempts: [{ ...stored[0], overall_score: 101 }] }).success).toBe(false);
  });

  it('still reads an export from a server that predates them', () => {
    expect(attempts.parse({}).pronunciation_attempts).toBeUndefined();
  });
});
