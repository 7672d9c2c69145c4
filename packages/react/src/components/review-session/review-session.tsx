import { mdiVolumeHigh } from '@mdi/js';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { HTMLAttributes } from 'react';
import { useStore } from '@nanostores/react';
import { createReviewSessionStore, formatDueIn, gradeIntervals, isTypedCard } from '@parla/sdk';
import type { ReviewGrade, ReviewSessionState } from '@parla/sdk';
import { PLAYBACK_SPEED } from '@parla/contract/constants';
import type { LanguageCode } from '@parla/contract/constants';
import { useParlaSession } from '../../hooks/use-parla-session.js';
import { useIntl, useT } from '../../i18n/use-t.js';
import { AdoptedStyle } from '../../styles/adopted-style.js';
import { useVoiceControllers } from '../../voice/use-voice-controllers.js';
import { FormField } from '../form-field/form-field.js';
import { Icon } from '../icon/icon.js';
import { reviewStyles } from './review-session-styles.js';

/** The grades, in the order of their buttons. */
const GRADES: readonly ReviewGrade[] = ['again', 'hard', 'good', 'easy'];

/** Props of {@link ReviewSession}; the rest are spread on its `<section>`. */
export interface ReviewSessionProps extends HTMLAttributes<HTMLElement> {
  /** Reviews one language's cards only. Default: every language. */
  language?: LanguageCode | null | undefined;
  /** The title's element. Default: `h2`. */
  titleAs?: 'h1' | 'h2' | undefined;
  /** The review's state, given by a story instead of the server (the buttons then do nothing). Default: the server's. */
  state?: ReviewSessionState | undefined;
}

/** One card being reviewed: its question, the typed answer or Show answer, the verdict and the four grades. */
function CardView({ state, onAnswer, onReveal, onGrade, now }: {
  state: Extract<ReviewSessionState, { status: 'card' }>;
  onAnswer: (typed: string) => void;
  onReveal: () => void;
  onGrade: (grade: ReviewGrade) => void;
  now: number;
}) {
  const t = useT();
  const intl = useIntl();
  const session = useParlaSession('ReviewSession');
  const preferences = useStore(session.profile.$preferences);
  const voice = useVoiceControllers('ReviewSession');
  const [typed, setTyped] = useState('');
  const askRef = useRef<HTMLParagraphElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const { card, step, check } = state;
  const answered = step === 'answered' || step === 'grading';

  // Each card starts with the focus on its question; an answer moves it to the verdict.
  useEffect(() => {
    setTyped('');
    askRef.current?.focus();
  }, [card.id]);
  useEffect(() => {
    if (answered) {
      resultRef.current?.focus();
    }
  }, [answered]);

  const hear = (text: string) =>
    void voice
      .speakText(text, { languageCode: card.language, voice: preferences?.voice_preference ?? 'female', speed: preferences?.playback_speed ?? PLAYBACK_SPEED.default })
      .catch(() => undefined);
  const spoken = card.kind === 'recall' ? card.answer : card.prompt;
  const intervals = gradeIntervals(card, now);

  return (
    <div className="parla-review__card" data-kind={card.kind} data-step={step}>
      <p ref={askRef} className="parla-review__ask" tabIndex={-1}>
        {t(`review.ask.${card.kind}`)}
      </p>
      {card.kind === 'listen' ? null : (
        <p className="parla-review__prompt" lang={card.kind === 'recall' ? undefined : card.language}>
          {card.prompt}
        </p>
      )}
      {card.kind === 'recall' && !answered ? null : (
        <div className="parla-review__actions">
          <button type="button" className="parla-button" data-variant="text" onClick={() => hear(spoken)}>
            <Icon path={mdiVolumeHigh} /> {t('review.hear')}
          </button>
        </div>
      )}
      {!answered && isTypedCard(card) ? (
        <form
          className="parla-review__form"
          onSubmit={(event) => {
            event.preventDefault();
            if (typed.trim() !== '') {
              onAnswer(typed);
            }
          }}
        >
          <FormField
            label={t('review.answer')}
            value={typed}
            lang={card.language}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            onChange={(event) => setTyped(event.target.value)}
          />
          <button type="submit" className="parla-button" disabled={step === 'checking' || typed.trim() === ''}>
            {step === 'checking' ? t('review.checking') : t('review.check')}
          </button>
          <button type="button" className="parla-button" data-variant="text" onClick={onReveal} disabled={step === 'checking'}>
            {t('review.show')}
          </button>
        </form>
      ) : null}
      {!answered && !isTypedCard(card) ? (
        <div className="parla-review__actions">
          <button type="button" className="parla-button" onClick={onReveal}>
            {t('review.show')}
          </button>
        </div>
      ) : null}
      {answered ? (
        <div ref={resultRef} className="parla-review__result" tabIndex={-1} aria-live="polite">
          {check ? (
            <p className="parla-review__verdict" data-verdict={check.verdict}>
              {check.verdict === 'right' ? t('review.right') : t(check.verdict === 'close' ? 'review.close' : 'review.wrong', { expected: check.expected })}
            </p>
          ) : null}
          {check && check.accent_slips.length > 0 ? (
            <p className="parla-review__line">
              {t('review.accents', { words: check.accent_slips.map((slip) => `${slip.written} → ${slip.expected}`).join(', ') })}
            </p>
          ) : null}
          {!check || check.verdict === 'right' ? (
            <p className="parla-review__line">
              {t('review.answerIs', { answer: card.answer })}
            </p>
          ) : null}
          {state.typed ? <p className="parla-review__line">{t('review.yourAnswer', { typed: state.typed })}</p> : null}
          {card.hint ? <p className="parla-review__line">{t('review.hint', { hint: card.hint })}</p> : null}
          {card.context_sentence && card.context_sentence !== card.prompt ? (
            <p className="parla-review__line">{t('review.context', { sentence: card.context_sentence })}</p>
          ) : null}
        </div>
      ) : null}
      {state.error ? (
        <p className="parla-review__line" role="alert">
          {t('review.actionFailed')}
        </p>
      ) : null}
      {answered ? (
        <fieldset className="parla-review__gradeset">
          <legend>{t('review.gradePrompt')}</legend>
          <div className="parla-review__grades">
            {GRADES.map((grade) => (
              <button key={grade} type="button" className="parla-button parla-review__grade" data-grade={grade} disabled={step === 'grading'} onClick={() => onGrade(grade)}>
                <span>{t(`review.grade.${grade}`)}</span>
                <span className="parla-review__due">{t('review.nextIn', { time: formatDueIn(intl.locale, intervals[grade]) })}</span>
              </button>
            ))}
          </div>
        </fieldset>
      ) : null}
    </div>
  );
}

/**
 * The review of the learner's due cards (scheduled with FSRS on the server): each card asks (recognise: what does it
 * mean; recall: write it; listen: write what you hear; fix it: correct your own sentence), typed answers are checked
 * tolerantly by the server, then Again/Hard/Good/Easy, each showing when the card comes back; at the end, how many were
 * remembered. Grading refreshes `session.dueCount`.
 * @example
 * <ReviewSession language="es" />
 */
export function ReviewSession({ language = null, titleAs: Title = 'h2', state: givenState, className, ...rest }: ReviewSessionProps) {
  const session = useParlaSession('ReviewSession');
  const t = useT();
  const titleId = useId();
  const store = useMemo(() => createReviewSessionStore({ client: session.client, onGraded: () => void session.dueCount.refresh() }), [session]);
  const storeState = useStore(store.$state);
  const state = givenState ?? storeState;
  const now = givenState && state.status === 'card' ? Date.parse(state.card.due) : Date.now();

  useEffect(() => {
    if (!givenState) {
      void store.load(language);
    }
  }, [store, language, givenState]);

  // The last grade removes the card the focus was in: the focus goes on to the summary, not to the page.
  const doneRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (state.status === 'done' && !givenState) {
      doneRef.current?.focus();
    }
  }, [state.status, givenState]);

  return (
    <section className={className ? `parla-review ${className}` : 'parla-review'} aria-labelledby={titleId} data-state={state.status} {...rest}>
      <AdoptedStyle name="parla-review" css={reviewStyles} />
      <Title id={titleId} className="parla-panel__title">
        {t('review.title')}
      </Title>
      {state.status === 'loading' ? (
        <p role="status">{t('review.loading')}</p>
      ) : state.status === 'empty' ? (
        <p>{t('review.empty')}</p>
      ) : state.status === 'error' ? (
        <div className="parla-review__actions">
          <p role="alert">{t('review.failed')}</p>
          <button type="button" className="parla-button" onClick={() => void store.load(language)}>
            {t('review.retry')}
          </button>
        </div>
      ) : state.status === 'done' ? (
        <div className="parla-review__actions">
          <p ref={doneRef} className="parla-review__done" role="status" tabIndex={-1}>
            {t('review.done', { count: state.reviewed, remembered: state.remembered })}
          </p>
          <button type="button" className="parla-button" onClick={() => void store.load(language)}>
            {t('review.restart')}
          </button>
        </div>
      ) : (
        <>
          <p className="parla-review__progress">{t('review.progress', { current: state.index + 1, total: state.total })}</p>
          <progress className="parla-review__bar" max={state.total} value={state.index} aria-hidden="true" />
          <CardView state={state} now={now} onAnswer={(typed) => void store.answer(typed)} onReveal={() => store.reveal()} onGrade={(grade) => void store.grade(grade)} />
        </>
      )}
    </section>
  );
}

