import { useId, useState, Suspense } from 'react';
import { useStore } from '@nanostores/react';
import type { ChangeEvent, HTMLAttributes } from 'react';
import type { CefrLevel, LearnerModel } from '@parla/sdk';
import type { LanguageCode } from '@parla/contract/constants';
import { useParlaSession } from '../../hooks/use-parla-session.js';
import type { MessageKey } from '../../i18n/messages/en.js';
import { useProgressIntl } from '../../i18n/use-progress-intl.js';
import { AdoptedStyle } from '../../styles/adopted-style.js';
import { useLoad } from '../load-state/use-load.js';
import { languageName } from '../new-conversation-form/language-name.js';
import { recapStyles } from './recap-styles.js';

/** The CEFR levels, lowest first, as the learner may choose them. */
const LEVELS: readonly CefrLevel[] = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'];

/** Props of {@link LearnerLevel}; the rest are spread on its `<section>`. */
export interface LearnerLevelProps extends HTMLAttributes<HTMLElement> {
  /** The target language whose learner model is shown. */
  language: LanguageCode;
  /** A model to show instead of loading one (stories, tests). Default: loaded with `client.progress.learnerModel`. */
  model?: LearnerModel;
  /** Shows nothing when the model cannot be loaded (a server without it), instead of the failure. Default: false. */
  hideOnError?: boolean;
}

/** The sentences of a learner model: the level (estimated or chosen), the recurring correction kinds, the words. */
export function learnerLevelSentences(intl: ReturnType<typeof useProgressIntl>, model: LearnerModel): string[] {
  const t = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: key as MessageKey }, values);
  const sentences: string[] = [];
  if (model.level_override) {
    sentences.push(model.estimated_level ? t('learnerLevel.chosen', { level: model.level_override, estimate: model.estimated_level }) : t('learnerLevel.chosenNoEstimate', { level: model.level_override }));
  } else if (model.estimated_level) {
    sentences.push(t('learnerLevel.estimate', { level: model.estimated_level }));
  } else {
    sentences.push(t('learnerLevel.notYet'));
  }
  if (model.recurring_categories.length > 0) {
    const kinds = model.recurring_categories.slice(0, 3).map((entry) => t(`recap.kind.${entry.category}`));
    sentences.push(t('learnerLevel.recurring', { categories: new Intl.ListFormat(intl.locale, { type: 'conjunction' }).format(kinds) }));
  }
  if (model.words.saved > 0) {
    sentences.push(t('learnerLevel.words', { saved: model.words.saved, known: model.words.known, due: model.words.due }));
  }
  return sentences;
}

/** LearnerLevel's content, once its messages are loaded. */
function LearnerLevelBody({ language, model: given, hideOnError = false, className, ...rest }: LearnerLevelProps) {
  const session = useParlaSession('LearnerLevel');
  const intl = useProgressIntl();
  const t = (key: MessageKey, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
  const titleId = useId();
  const selectId = useId();
  const loaded = useLoad((signal) => (given ? Promise.resolve(given) : session.client.progress.learnerModel({ language }, { signal })), `${language}:${given ? 'given' : 'load'}`);
  const [saved, setSaved] = useState<LearnerModel | null>(null);
  const [note, setNote] = useState<'saved' | 'failed' | null>(null);
  const model = saved?.language === language ? saved : loaded.data;
  // The goals of the learner's settings, which choose what both tutors offer (issue #21).
  const goals = useStore(session.profile.$preferences)?.learning_goals ?? [];

  const choose = (event: ChangeEvent<HTMLSelectElement>) => {
    const level = event.target.value === '' ? null : (event.target.value as CefrLevel);
    setNote(null);
    session.client.progress.setLevel({ language, level }).then(
      (updated) => {
        setSaved(updated);
        setNote('saved');
      },
      () => setNote('failed'),
    );
  };

  if (hideOnError && !model && loaded.status === 'error') {
    return null;
  }
  return (
    <section className={className ? `parla-learner-level ${className}` : 'parla-learner-level'} aria-labelledby={titleId} data-state={model ? 'ready' : loaded.status} {...rest}>
      <AdoptedStyle name="parla-recap" css={recapStyles} />
      <h3 id={titleId} className="parla-panel__subtitle">
        {t('learnerLevel.title', { language: languageName(intl, language) })}
      </h3>
      {model ? (
        <>
          {learnerLevelSentences(intl, model).map((sentence) => (
            <p key={sentence} className="parla-recap__line">
              {sentence}
            </p>
          ))}
          {goals.length > 0 ? (
            <p className="parla-recap__line">
              {intl.formatMessage(
                { id: 'learnerLevel.goals' },
                { goals: new Intl.ListFormat(intl.locale, { type: 'conjunction' }).format(goals.map((goal) => t(`recap.goal.${goal}` as MessageKey))) },
              )}
            </p>
          ) : null}
          <div className="parla-learner-level__row">
            <label htmlFor={selectId}>{t('learnerLevel.choose')}</label>
            <select id={selectId} value={model.level_override ?? ''} onChange={choose} aria-describedby={`${selectId}-hint`}>
              <option value="">{t('learnerLevel.followEstimate')}</option>
              {LEVELS.map((level) => (
                <option key={level} value={level}>
                  {level}
                </option>
              ))}
            </select>
          </div>
          <p id={`${selectId}-hint`} className="parla-recap__muted">
            {t('learnerLevel.hint')}
          </p>
          <p role="status" className="parla-recap__muted">
            {note === 'saved' ? t('learnerLevel.saved') : note === 'failed' ? t('learnerLevel.saveFailed') : ''}
          </p>
        </>
      ) : loaded.status === 'loading' ? (
        <p role="status" className="parla-load-state__message">
          <span className="parla-spinner" aria-hidden="true" /> {t('learnerLevel.loading')}
        </p>
      ) : (
        <div role="alert" className="parla-load-state__message parla-load-state__error">
          <p>{t('recap.error')}</p>
          <button type="button" className="parla-button" data-variant="outlined" onClick={loaded.reload}>
            {t('recap.retry')}
          </button>
        </div>
      )}
    </section>
  );
}

/**
 * The learner's level in one language ("You write at about B1. Most corrections this week: Verb endings."), with a
 * "My level" choice (A1–C2, or following the estimate) saved with `client.progress.setLevel`. The estimate only
 * suggests: the level the learner chooses stays theirs.
 * @example
 * <LearnerLevel language="es" />
 */
export function LearnerLevel(props: LearnerLevelProps) {
  return (
    <Suspense fallback={null}>
      <LearnerLevelBody {...props} />
    </Suspense>
  );
}
