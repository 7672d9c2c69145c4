import { useEffect, useId, useRef, useState } from 'react';
import type { HTMLAttributes } from 'react';
import { mdiClose, mdiRefresh, mdiStop } from '@mdi/js';
import { useLatest } from '../../hooks/use-latest.js';
import { useChatPartT } from '../../i18n/use-chat-part-intl.js';
import { formatClock } from '../../i18n/format-duration.js';
import { useVoiceInput } from '../../voice/use-voice-input.js';
import { useVoiceErrorText } from '../../voice/voice-error-text.js';
import { Icon } from '../icon/icon.js';
import { LevelMeter } from './level-meter.js';
import { voiceRecorderStyles } from './voice-recorder-styles.js';
import { AdoptedStyle } from '../../styles/adopted-style.js';

/** Props of {@link VoiceRecorder}; the rest are spread on its root `<div>`. */
export interface VoiceRecorderProps extends HTMLAttributes<HTMLDivElement> {
  /** Language of the speech (the conversation's target language, e.g. `es`). */
  language: string;
  /** Recent conversation text that helps the transcription (read when recording starts). Default: none. */
  context?: string | undefined;
  /** Where the voice-activity model's files are served; offers the hands-free toggle when set. Default: none. */
  vadAssetBase?: string | undefined;
  /** Called with the transcript once the recording is transcribed. */
  onTranscript: (transcript: string) => void;
  /** Called on Cancel and Escape (the recording is dropped). */
  onClose: () => void;
}

/**
 * Records a voice message as soon as it mounts (shown in place of the chat input): a level meter, the elapsed and
 * maximum time, Stop (transcribes and hands the text to `onTranscript`) and Cancel (Escape too), an optional hands-free
 * toggle (voice-activity detection ends the turn), and the reason when recording or transcribing fails. Its rules come
 * with it as an adopted stylesheet `parla-voice-recorder` (`<AdoptedStyle>`) (`ChatScreen` loads it on demand).
 * @example
 * {recording ? <VoiceRecorder language="es" onTranscript={(text) => chat.send(text)} onClose={() => setRecording(false)} /> : null}
 */
export function VoiceRecorder({ language, context, vadAssetBase, onTranscript, onClose, className, ...rest }: VoiceRecorderProps) {
  const voice = useVoiceInput({ vadAssetBase });
  const t = useChatPartT();
  const errorText = useVoiceErrorText();
  const [attempt, setAttempt] = useState(0);
  const [heardNothing, setHeardNothing] = useState(false);
  const onTranscriptRef = useLatest(onTranscript);
  const contextRef = useLatest(context);
  const actionRef = useRef<HTMLButtonElement>(null);
  const handsFreeId = useId();
  const handsFree = voice.handsFree && vadAssetBase !== undefined;
  const { capture, cancel } = voice;

  useEffect(() => {
    let current = true;
    setHeardNothing(false);
    capture({ languageCode: language, context: contextRef.current, vadAssetBase: handsFree ? vadAssetBase : undefined }).then(
      (transcript) => {
        if (!current) {
          return;
        }
        if (transcript) {
          onTranscriptRef.current(transcript);
        } else {
          setHeardNothing(true);
        }
      },
      (error: unknown) => console.error('[@parla/react] Voice input failed', error),
    );
    return () => {
      current = false;
      cancel();
    };
  }, [capture, cancel, language, handsFree, vadAssetBase, attempt, contextRef, onTranscriptRef]);

  const { state } = voice;
  const failed = state.status === 'error' && state.error !== null;
  const retrying = failed || (heardNothing && state.status === 'idle');
  // Hands-free says "listening" only once the voice-activity detector hears the microphone; until then it is starting.
  const detectorStarting = handsFree && state.status === 'recording' && voice.detector !== 'listening' && voice.detector !== 'failed';

  useEffect(() => {
    actionRef.current?.focus();
  }, [retrying]);

  function close(): void {
    cancel();
    onClose();
  }

  const status = retrying
    ? failed
      ? ''
      : t('chat.recorder.nothingHeard')
    : state.status === 'transcribing'
      ? t('chat.recorder.transcribing')
      : state.status === 'recording' && !detectorStarting
        ? t(handsFree && voice.detector === 'listening' ? 'chat.recorder.listening' : 'chat.recorder.recording')
        : t('chat.recorder.requesting');
  const elapsed = formatClock(state.elapsedMs);
  const maximum = formatClock(state.maxDurationMs);
  return (
    <>
      <AdoptedStyle name="parla-voice-recorder" css={voiceRecorderStyles} />
      <div
        role="group"
        aria-label={t('chat.recorder.label')}
        className={className ? `parla-voice-recorder ${className}` : 'parla-voice-recorder'}
        data-state={retrying ? (failed ? 'error' : 'silent') : detectorStarting ? 'requesting' : state.status}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            close();
          }
        }}
        {...rest}
      >
        <div className="parla-voice-recorder__meter">
          <LevelMeter level={state.status === 'recording' ? state.level : 0} label={t('chat.recorder.level')} />
          <span className="parla-voice-recorder__time" role="timer" aria-label={t('chat.recorder.time', { elapsed, maximum })}>
            {elapsed} / {maximum}
          </span>
        </div>
        <p className="parla-voice-recorder__status" role="status">
          {status}
        </p>
        {failed && state.error ? (
          <p className="parla-voice-recorder__error" role="alert">
            {errorText(state.error, language)}
          </p>
        ) : null}
        <div className="parla-voice-recorder__actions">
          {vadAssetBase !== undefined ? (
            <label className="parla-choice parla-voice-recorder__hands-free" htmlFor={handsFreeId}>
              <input id={handsFreeId} type="checkbox" role="switch" className="parla-checkbox" checked={handsFree} onChange={(event) => voice.setHandsFree(event.currentTarget.checked)} />
              <span>{t('chat.recorder.handsFree')}</span>
            </label>
          ) : null}
          <button type="button" className="parla-button" data-variant="text" onClick={close}>
            <Icon path={mdiClose} />
            {t('chat.cancel')}
          </button>
          {retrying ? (
            <button ref={actionRef} type="button" className="parla-button" onClick={() => setAttempt((count) => count + 1)}>
              <Icon path={mdiRefresh} />
              {t('chat.recorder.retry')}
            </button>
          ) : (
            <button
              ref={actionRef}
              type="button"
              className="parla-button"
              aria-disabled={state.status === 'recording' ? undefined : true}
              onClick={() => {
                if (state.status === 'recording') {
                  voice.stop();
                }
              }}
            >
              <Icon path={mdiStop} />
              {t('chat.recorder.stop')}
            </button>
          )}
        </div>
      </div>
    </>
  );
}
