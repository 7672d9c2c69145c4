import { useCallback } from 'react';
import type { ApiError } from '@parla/sdk';
import type { PracticeTextError, RecorderErrorCode } from '@parla/sdk/voice';
import { translateText } from '../i18n/use-t.js';
import { useChatPartIntl } from '../i18n/use-chat-part-intl.js';
import { useLanguageName } from '../components/chat-header/use-language-name.js';
import type { MessageKey } from '../i18n/messages/en.js';
import { formatWait } from '../i18n/format-duration.js';

/** What can go wrong with voice: the recorder, a voice call, loading the voice code, or a practice text refused before any call. */
export type VoiceProblem = { kind: 'recorder'; code: RecorderErrorCode } | { kind: 'api'; error: ApiError } | { kind: 'load' } | PracticeTextError;

const RECORDER_KEYS: Readonly<Record<RecorderErrorCode, MessageKey>> = {
  'permission-denied': 'chat.recorder.error.permissionDenied',
  'no-microphone': 'chat.recorder.error.noMicrophone',
  unsupported: 'chat.recorder.error.unsupported',
  'too-short': 'chat.recorder.error.tooShort',
  failed: 'chat.recorder.error.failed',
};

/**
 * The user message of a voice problem in the interface language: the recorder's codes, a refused practice text, the rate limit with the wait,
 * the daily voice quota, a server without the speech engine (for `language`, when given, by its name), else the API error's own (§8) message.
 */
export function useVoiceErrorText(): (problem: VoiceProblem, language?: string) => string {
  const intl = useChatPartIntl();
  const languageName = useLanguageName();
  return useCallback(
    (problem: VoiceProblem, language?: string) => {
      switch (problem.kind) {
        case 'recorder':
          return intl.formatMessage({ id: RECORDER_KEYS[problem.code] });
        case 'load':
          return intl.formatMessage({ id: 'chat.error.chunkLoad' });
        case 'invalid':
          return intl.formatMessage({ id: problem.code === 'text-required' ? 'validation.required' : 'validation.invalidFormat' });
        case 'api': {
          const { error } = problem;
          if (error.code === 'nothing_heard') {
            return intl.formatMessage({ id: 'chat.recorder.nothingHeard' });
          }
          if (error.code === 'quota_exceeded') {
            return intl.formatMessage({ id: 'chat.voice.quotaReached' });
          }
          if (error.kind === 'rate_limited' || error.status === 429) {
            return error.retryAfterMs
              ? intl.formatMessage({ id: 'chat.voice.rateLimited' }, { time: formatWait(intl, error.retryAfterMs) })
              : translateText(intl, { text: error.message });
          }
          if (error.code === 'engine_not_configured' && language) {
            return intl.formatMessage({ id: 'chat.voice.unavailable' }, { language: languageName(language) });
          }
          if (error.code === 'engine_unavailable' || error.code === 'engine_not_configured') {
            return intl.formatMessage({ id: 'chat.error.voice' });
          }
          return translateText(intl, { text: error.message });
        }
        default:
          return problem satisfies never;
      }
    },
    [intl, languageName],
  );
}
