import { useEffect, useId, useRef, useState } from 'react';
import type { ChangeEvent, HTMLAttributes } from 'react';
import { mdiCheckCircle, mdiCloseCircle } from '@mdi/js';
import { useStore } from '@nanostores/react';
import { LISTENING_EXERCISE_KINDS, SKILL_LEVELS } from '@parla/contract/constants';
import type { ListeningExerciseKind, SkillLevel } from '@parla/contract/constants';
import { useParlaSession } from '../../hooks/use-parla-session.js';
import { useChatPartIntl, useChatPartT } from '../../i18n/use-chat-part-intl.js';
import { useVoiceErrorText } from '../../voice/voice-error-text.js';
import { useLanguageName } from '../chat-header/use-language-name.js';
import { Icon } from '../icon/icon.js';
import { PracticeNotice } from '../practice-dialog/practice-notice.js';
import { useSpeechAvailability } from '../voice-button/use-voice-capabilities.js';
import { DictationLegend, DictationWords } from './dictation-words.js';
import { ExerciseAudio } from './exercise-audio.js';
import { useListeningExercise } from './use-listening-exercise.js';

/** Props of {@link ListeningExercise}; the rest are spread on its `<section>`. */
export interface ListeningExerciseProps extends HTMLAttributes<HTMLElement> {
  /** Language of the text (the conversation's target language, e.g. `es`). */
  language: string;
  /** The learner's own text to listen to, editable (e.g. the latest tutor message), offered beside a new text for the level. Default: empty. */
  text?: string | undefined;
  /** The starting difficulty. Default: the learner's skill level, else beginner. */
  difficulty?: SkillLevel | undefined;
  /** Where the text comes from at first: `level`, a new levelled text the learner has not just read (default), or `own`, `text`. */
  source?: 'level' | 'own' | undefined;
  /** The starting kind of exercise: `gap_fill` (default) or `dictation`. */
  kind?: ListeningExerciseKind | undefined;
}

/**
 * A listening exercise (§1 voice features): the learner picks a new text for their level (the default: one they have
 * not just read) or their own, a difficulty and gaps or a dictation; the server speaks it at that difficulty's pace and
 * asks gap-fill and multiple-choice questions, or for the whole text typed. Check shows each answer right or wrong with
 * the expected one (a dictation word by word), the score, and reveals the transcript. In a language the server cannot
 * speak (its capabilities, or a 501 refusal), it says so by name and creates no exercise.
 * @example
 * <ListeningExercise language="es" text="Mañana vamos a la playa con mis amigos." kind="dictation" />
 */
export function ListeningExercise({ language, text = '', difficulty, source: firstSource = 'level', kind: firstKind = 'gap_fill', className, ...rest }: ListeningExerciseProps) {
  const session = useParlaSession('ListeningExercise');
  const preferences = useStore(session.profile.$preferences);
  const exercise = useListeningExercise(language);
  const t = useChatPartT();
  const intl = useChatPartIntl();
  const errorText = useVoiceErrorText();
  const languageName = useLanguageName();
  const offered = useSpeechAvailability('listening_exercises', language);
  const [source, setSource] = useState(text);
  const [origin, setOrigin] = useState<'level' | 'own'>(firstSource);
  const [kind, setKind] = useState<ListeningExerciseKind>(firstKind);
  const [level, setLevel] = useState<SkillLevel>(difficulty ?? preferences?.skill_level ?? 'beginner');
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const titleId = useId();
  const textId = useId();
  const levelId = useId();
  const kindId = useId();
  const id = useId();
  const focusRef = useRef<HTMLHeadingElement>(null);
  const { state } = exercise;
  const current = state.status === 'idle' || state.status === 'generating' ? null : state.exercise;
  const checked = state.status === 'checked' ? state.check : null;
  // Known up front from the capabilities, or learnt from a refusal (501) when they could not be read.
  const unsupported =
    offered === 'unavailable' ||
    (state.status === 'error' && state.error.kind === 'api' && state.error.error.code === 'engine_not_configured');

  useEffect(() => setSource(text), [text]);
  const ready = origin === 'level' || source.trim() !== '';
  useEffect(() => {
    if (state.status === 'ready' || state.status === 'checked') {
      focusRef.current?.focus();
    }
  }, [state.status]);

  return (
    <section
      aria-labelledby={titleId}
      className={className ? `parla-practice parla-listening ${className}` : 'parla-practice parla-listening'}
      data-state={state.status}
      {...rest}
    >
      <h2 id={titleId} className="parla-practice__title">
        {t('listening.title')}
      </h2>
      <p className="parla-practice__intro">{t('listening.intro')}</p>
      {current === null ? (
        <form
          className="parla-listening__setup"
          onSubmit={(event) => {
            event.preventDefault();
            if (!unsupported && ready && state.status !== 'generating') {
              setAnswers({});
              void (origin === 'level' ? exercise.generateForLevel(level, kind) : exercise.generate(source, level, kind));
            }
          }}
        >
          <fieldset className="parla-fieldset">
            <legend className="parla-form-field__label">{t('listening.source')}</legend>
            {(['level', 'own'] as const).map((choice) => (
              <label key={choice} className="parla-choice">
                <input type="radio" className="parla-radio" name={`${id}-source`} value={choice} checked={origin === choice} onChange={() => setOrigin(choice)} />
                <span>{t(choice === 'level' ? 'listening.source.level' : 'listening.source.own')}</span>
              </label>
            ))}
          </fieldset>
          {origin === 'own' ? (
            <>
              <label htmlFor={textId} className="parla-form-field__label">
                {t('listening.text')}
              </label>
              <textarea id={textId} className="parla-field" rows={3} lang={language} value={source} readOnly={state.status === 'generating'} onChange={(event) => setSource(event.currentTarget.value)} />
            </>
          ) : null}
          <label htmlFor={kindId} className="parla-form-field__label">
            {t('listening.kind')}
          </label>
          <select id={kindId} className="parla-field" value={kind} onChange={(event) => setKind(event.currentTarget.value as ListeningExerciseKind)}>
            {LISTENING_EXERCISE_KINDS.map((choice) => (
              <option key={choice} value={choice}>
                {t(`listening.kind.${choice}`)}
              </option>
            ))}
          </select>
          <label htmlFor={levelId} className="parla-form-field__label">
            {t('listening.difficulty')}
          </label>
          <select id={levelId} className="parla-field" value={level} onChange={(event) => setLevel(event.currentTarget.value as SkillLevel)}>
            {SKILL_LEVELS.map((skill) => (
              <option key={skill} value={skill}>
                {t(`level.${skill}`)}
              </option>
            ))}
          </select>
          <div className="parla-practice__actions">
            <button type="submit" className="parla-button" disabled={unsupported || !ready} aria-disabled={state.status === 'generating' || undefined}>
              {t(state.status === 'generating' ? 'listening.generating' : 'listening.generate')}
            </button>
          </div>
        </form>
      ) : null}
      <PracticeNotice
        busy={state.status === 'generating' ? t('listening.generating') : null}
        error={unsupported ? t('listening.unavailable', { language: languageName(language, true) }) : state.status === 'error' ? errorText(state.error) : null}
      />
      {current ? (
        <form
          className="parla-listening__exercise"
          onSubmit={(event) => {
            event.preventDefault();
            if (!checked && state.status !== 'checking') {
              void exercise.check(answers);
            }
          }}
        >
          <ExerciseAudio audioData={current.audio_data} contentType={current.content_type} speed={current.speed} />
          <h3 ref={focusRef} tabIndex={-1} className="parla-practice__heading">
            {t('listening.questions')}
          </h3>
          <ol className="parla-listening__questions">
            {current.questions.map((question, index) => {
              const result = checked?.results.find((item) => item.question_id === question.id);
              const label = t('listening.question', { number: index + 1, prompt: question.prompt });
              const resultId = `${id}-${question.id}-result`;
              // The typed answer's box (a dictation's or a gap's): the learner's text until checked, then read-only.
              const typedAnswer = {
                id: `${id}-${question.id}`,
                lang: language,
                autoComplete: 'off',
                value: answers[question.id] ?? '',
                readOnly: checked !== null,
                'aria-describedby': result ? resultId : undefined,
                onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
                  const value = event.currentTarget.value;
                  setAnswers((previous) => ({ ...previous, [question.id]: value }));
                },
              };
              return (
                <li key={question.id} className="parla-listening__question" data-result={result ? (result.correct ? 'correct' : 'incorrect') : undefined}>
                  {question.kind === 'dictation' ? (
                    <div className="parla-form-field">
                      <label htmlFor={`${id}-${question.id}`} className="parla-form-field__label">
                        {t('listening.dictation.prompt')}
                      </label>
                      <textarea {...typedAnswer} className="parla-field parla-dictation__answer" rows={3} spellCheck={false} />
                    </div>
                  ) : question.options && question.options.length > 0 ? (
                    <fieldset className="parla-fieldset" aria-describedby={result ? resultId : undefined}>
                      <legend>{label}</legend>
                      {question.options.map((option) => (
                        <label key={option} className="parla-choice">
                          <input
                            type="radio"
                            className="parla-radio"
                            name={`${id}-${question.id}`}
                            value={option}
                            checked={answers[question.id] === option}
                            disabled={checked !== null}
                            onChange={() => setAnswers((previous) => ({ ...previous, [question.id]: option }))}
                          />
                          <span lang={language}>{option}</span>
                        </label>
                      ))}
                    </fieldset>
                  ) : (
                    <div className="parla-form-field">
                      <label htmlFor={`${id}-${question.id}`} className="parla-form-field__label">
                        {label}
                      </label>
                      <input {...typedAnswer} type="text" className="parla-field" />
                    </div>
                  )}
                  {result?.words ? (
                    <div className="parla-listening__dictation">
                      <p id={resultId} className="parla-listening__result">
                        <Icon path={result.correct ? mdiCheckCircle : mdiCloseCircle} />
                        {t('listening.dictation.summary', {
                          right: intl.formatNumber(result.words.filter((word) => word.grade === 'right').length),
                          total: intl.formatNumber(result.words.filter((word) => word.expected !== null).length),
                        })}
                      </p>
                      <h4 id={`${resultId}-words`} className="parla-practice__heading">
                        {t('listening.dictation.words')}
                      </h4>
                      <DictationWords words={result.words} language={language} aria-labelledby={`${resultId}-words`} />
                      <DictationLegend />
                    </div>
                  ) : result ? (
                    <p id={resultId} className="parla-listening__result">
                      <Icon path={result.correct ? mdiCheckCircle : mdiCloseCircle} />
                      {result.correct ? t('listening.correct') : t('listening.incorrect', { expected: result.expected })}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ol>
          {checked ? (
            <div className="parla-listening__summary" role="status">
              <p className="parla-listening__score">{t('listening.score', { score: intl.formatNumber(checked.score / 100, { style: 'percent' }) })}</p>
            </div>
          ) : null}
          {checked ? (
            <div className="parla-listening__transcript">
              <h3 className="parla-practice__heading">{t('listening.transcript')}</h3>
              <p lang={language}>{checked.transcript}</p>
            </div>
          ) : null}
          <div className="parla-practice__actions">
            <button type="button" className="parla-button" data-variant="text" onClick={exercise.reset}>
              {t('listening.newExercise')}
            </button>
            {checked ? null : (
              <button type="submit" className="parla-button" aria-disabled={state.status === 'checking' || undefined}>
                {t(state.status === 'checking' ? 'listening.checking' : 'listening.check')}
              </button>
            )}
          </div>
        </form>
      ) : null}
    </section>
  );
}
