import { useEffect, useId, useRef, useState } from 'react';
import type { HTMLAttributes } from 'react';
import { mdiClose, mdiMicrophone, mdiRefresh, mdiStop } from '@mdi/js';
import { useChatPartIntl, useChatPartT } from '../../i18n/use-chat-part-intl.js';
import type { MessageKey } from '../../i18n/messages/en.js';
import { formatClock } from '../../i18n/format-duration.js';
import { useVoiceErrorText } from '../../voice/voice-error-text.js';
import { useLanguageName } from '../chat-header/use-language-name.js';
import { useSpeechAvailability } from '../voice-button/use-voice-capabilities.js';
import { Icon } from '../icon/icon.js';
import { PracticeNotice } from '../practice-dialog/practice-notice.js';
import { LevelMeter } from '../voice-recorder/level-meter.js';
import { usePronunciationPractice } from './use-pronunciation-practice.js';
import { MinimalPairDrills } from './minimal-pair-drills.js';
import { GradeLegend, WordGrades } from './word-grades.js';

/** Longest reference text the server takes. */
const MAX_TEXT_LENGTH = 500;

const SCORES = [
  ['overall_score', 'pronunciation.score.overall'],
  ['accuracy_score', 'pronunciation.score.accuracy'],
  ['completeness_score', 'pronunciation.score.completeness'],
  ['fluency_score', 'pronunciation.score.fluency'],
] as const satisfies ReadonlyArray<readonly [string, MessageKey]>;

/** Props of {@link PronunciationPractice}; the rest are spread on its `<section>`. */
export interface PronunciationPracticeProps extends HTMLAttributes<HTMLElement> {
  /** Language of the text (the conversation's target language, e.g. `es`). */
  language: string;
  /** The text to read, editable (e.g. the latest tutor message). Default: empty. */
  text?: string | undefined;
}

/**
 * Pronunciation practice (§1 voice features): the learner edits or keeps the text, records themselves reading it, and
 * gets overall, accuracy, completeness and fluency scores and the text word by word, each word marked good, close,
 * mispronounced, missed or extra (colour, icon and name, with a legend). Escape cancels a recording. In a language
 * the server cannot score (its capabilities), it says so by name and offers no recording.
 * @example
 * <PronunciationPractice language="es" text="Hola, ¿qué tal?" />
 */
export function PronunciationPractice({ language, text = '', className, ...rest }: PronunciationPracticeProps) {
  const practice = usePronunciationPractice(language);
  const t = useChatPartT();
  const intl = useChatPartIntl();
  const errorText = useVoiceErrorText();
  const languageName = useLanguageName();
  const scorable = useSpeechAvailability('pronunciation', language);
  const [referenceText, setReferenceText] = useState(text);
  const titleId = useId();
  const fieldId = useId();
  const actionRef = useRef<HTMLButtonElement>(null);
  const { state, recorder } = practice;
  const busy = state.status === 'recording' || state.status === 'scoring';
  // Known up front from the capabilities, or learnt from a refusal (501) when they could not be read.
  const unsupported =
    scorable === 'unavailable' ||
    (state.status === 'error' && state.error.kind === 'api' && state.error.error.code === 'engine_not_configured');

  useEffect(() => setReferenceText(text), [text]);
  useEffect(() => {
    if (state.status !== 'idle') {
      actionRef.current?.focus();
    }
  }, [state.status]);

  const record = () => {
    if (referenceText.trim() !== '') {
      void practice.start(referenceText);
    }
  };
  return (
    <section
      aria-labelledby={titleId}
      className={className ? `parla-practice parla-pronunciation ${className}` : 'parla-practice parla-pronunciation'}
      data-state={state.status}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && busy) {
          event.stopPropagation();
          practice.cancel();
        }
      }}
      {...rest}
    >
      <h2 id={titleId} className="parla-practice__title">
        {t('pronunciation.title')}
      </h2>
      <p className="parla-practice__intro">{t('pronunciation.intro')}</p>
      <label htmlFor={fieldId} className="parla-form-field__label">
        {t('pronunciation.text')}
      </label>
      <textarea
        id={fieldId}
        className="parla-field"
        rows={3}
        lang={language}
        maxLength={MAX_TEXT_LENGTH}
        value={referenceText}
        readOnly={busy}
        onChange={(event) => setReferenceText(event.currentTarget.value)}
      />
      {state.status === 'recording' ? (
        <div className="parla-voice-recorder" data-state={recorder.status}>
          <div className="parla-voice-recorder__meter">
            <LevelMeter level={recorder.status === 'recording' ? recorder.level : 0} label={t('chat.recorder.level')} />
            <span
              className="parla-voice-recorder__time"
              role="timer"
              aria-label={t('chat.recorder.time', { elapsed: formatClock(recorder.elapsedMs), maximum: formatClock(recorder.maxDurationMs) })}
            >
              {formatClock(recorder.elapsedMs)} / {formatClock(recorder.maxDurationMs)}
            </span>
          </div>
          <p className="parla-voice-recorder__status" role="status">
            {t(recorder.status === 'recording' ? 'pronunciation.recording' : 'chat.recorder.requesting')}
          </p>
        </div>
      ) : null}
      <PracticeNotice
        busy={state.status === 'scoring' ? t('pronunciation.scoring') : null}
        error={unsupported ? t('pronunciation.unavailable', { language: languageName(language, true) }) : state.status === 'error' ? errorText(state.error) : null}
      />
      <div className="parla-practice__actions">
        {busy ? (
          <button type="button" className="parla-button" data-variant="text" onClick={practice.cancel}>
            <Icon path={mdiClose} />
            {t('chat.cancel')}
          </button>
        ) : null}
        {state.status === 'recording' ? (
          <button
            ref={actionRef}
            type="button"
            className="parla-button"
            aria-disabled={recorder.status === 'recording' ? undefined : true}
            onClick={() => {
              if (recorder.status === 'recording') {
                practice.stop();
              }
            }}
          >
            <Icon path={mdiStop} />
            {t('pronunciation.stop')}
          </button>
        ) : state.status === 'scoring' ? null : (
          <button ref={actionRef} type="button" className="parla-button" disabled={unsupported || referenceText.trim() === ''} onClick={record}>
            <Icon path={state.status === 'idle' ? mdiMicrophone : mdiRefresh} />
            {t(state.status === 'idle' ? 'pronunciation.record' : 'pronunciation.tryAgain')}
          </button>
        )}
      </div>
      {state.status === 'result' ? (
        <div className="parla-pronunciation__result">
          <h3 className="parla-practice__heading">{t('pronunciation.scores')}</h3>
          <dl className="parla-practice__scores">
            {SCORES.map(([field, key]) => (
              <div key={field} className="parla-practice__score" data-score={field}>
                <dt>{t(key)}</dt>
                <dd>{intl.formatNumber(Math.round(state.result[field]))}</dd>
              </div>
            ))}
          </dl>
          <h3 className="parla-practice__heading">{t('pronunciation.words')}</h3>
          <WordGrades words={state.result.words} language={language} />
          <GradeLegend />
          <MinimalPairDrills drills={state.result.drills ?? []} language={language} onPractise={(drillText) => setReferenceText(drillText)} />
          {state.result.transcript ? (
            <p className="parla-practice__note">
              {t('pronunciation.heard')} <q lang={language}>{state.result.transcript}</q>
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
