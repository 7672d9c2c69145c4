import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors/api-error.js';
// The English catalogue the recorder reads its texts from: the partner hears what the learner reads.
import { chatPartsEn } from '../../../react/src/i18n/messages/chat-parts/en.js';
import { coreEn } from '../../../react/src/i18n/messages/core/en.js';
import { voiceFailureText as voiceFailure } from './voice-failure-text.js';

describe('voiceFailureText', () => {
  it('gives each recorder failure the English text the recorder shows', () => {
    expect(voiceFailure({ kind: 'recorder', code: 'no-microphone' })).toBe('No microphone was found.');
    expect(voiceFailure({ kind: 'recorder', code: 'no-microphone' })).toBe(chatPartsEn['chat.recorder.error.noMicrophone']);
    expect(voiceFailure({ kind: 'recorder', code: 'permission-denied' })).toBe(chatPartsEn['chat.recorder.error.permissionDenied']);
    expect(voiceFailure({ kind: 'recorder', code: 'unsupported' })).toBe(chatPartsEn['chat.recorder.error.unsupported']);
    expect(voiceFailure({ kind: 'recorder', code: 'too-short' })).toBe(chatPartsEn['chat.recorder.error.tooShort']);
    expect(voiceFailure({ kind: 'recorder', code: 'failed' })).toBe(chatPartsEn['chat.recorder.error.failed']);
    expect(voiceFailure({ kind: 'load' })).toBe(coreEn['chat.error.chunkLoad']);
  });

  it('gives a failed voice call its own (§8) error', () => {
    const error = new ApiError({ kind: 'offline', message: 'No internet connection. Please check your network.' });
    expect(voiceFailure({ kind: 'api', error })).toBe(error);
  });
});
