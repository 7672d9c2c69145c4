import { useId, useState } from 'react';
import type { FormEvent, FormHTMLAttributes } from 'react';
import { useStore } from '@nanostores/react';
import { LANGUAGES, LEARNING_GOALS, LEARNING_MODES, SKILL_LEVELS } from '@parla/contract/constants';
import type { LanguageCode } from '@parla/contract/constants';
import { isApiError, isRateLimitError } from '@parla/sdk';
import { otherLanguage } from '@parla/sdk';
import type { ChatSession, Conversation, NewConversationChoice, RequestBody } from '@parla/sdk';
import { useLatest } from '../../hooks/use-latest.js';
import { useParlaSession } from '../../hooks/use-parla-session.js';
import { useIntl, useT } from '../../i18n/use-t.js';
import { formatWait } from '../../i18n/format-duration.js';
import { FormError } from '../form-field/form-error.js';
import { SelectField } from '../form-field/select-field.js';
import { SubmitButton } from '../form-field/submit-button.js';
import { languageName } from './language-name.js';

/** Props of {@link NewConversationForm}; the rest are spread on the `<form>`. */
export interface NewConversationFormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  /** A chat to start the conversation in (`useChat().chat`); without one the form calls `client.conversations.create`. Default: none. */
  chat?: Pick<ChatSession, 'create' | '$error'> | undefined;
  /** Called with the new conversation (e.g. to go to `/chat/{id}`). Default: none. */
  onStart?: ((conversation: Conversation) => void) | undefined;
  /** The title's element: `h1` where the form is the page's main content (as on the app's route), `h2` inside a page. Default: `h2`. */
  titleAs?: 'h1' | 'h2' | undefined;
  /**
   * Opens the learning-mode switch of the learner's current chat (e.g. `/chat?switch=mode`), offered as a button when no
   * new conversation may start (§9: 5 an hour). Default: none (the refusal only says that switching the mode is allowed).
   */
  onSwitchMode?: (() => void) | undefined;
}

type Choices = NewConversationChoice;

/**
 * Starts a conversation (§2 /new-conversation): native and target language (never the same), skill level, optional
 * goals and a learning mode, starting from the learner's last choices, else their saved preferences, else the interface
 * language as the native one (`session.newConversation`); the start button creates the conversation and remembers them. Near the
 * §9 limit of new conversations (60 % of 5 an hour) it says how many are left, and once blocked, when the next can start
 * and that the learning mode can still be switched inside a chat (with a button doing it, given `onSwitchMode`).
 * @example
 * <NewConversationForm onStart={(conversation) => navigate(`/chat/${conversation.id}`)} />
 */
export function NewConversationForm({ chat, onStart, titleAs: Title = 'h2', onSwitchMode, className, ...rest }: NewConversationFormProps) {
  const session = useParlaSession('NewConversationForm');
  const initial = useStore(session.newConversation.$initial);
  const limit = useStore(session.rateLimits.$rateLimits).create_conversation;
  const t = useT();
  const intl = useIntl();
  const titleId = useId();
  const onStartRef = useLatest(onStart);
  const [choices, setChoices] = useState<Choices>(initial);
  // The profile often loads after the form mounts (a fresh page): its starting point follows until the learner chooses.
  const [seed, setSeed] = useState({ initial, touched: false });
  if (seed.initial !== initial) {
    setSeed({ initial, touched: seed.touched });
    if (!seed.touched) {
      setChoices(initial);
    }
  }
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<unknown>(null);

  function update(changes: Partial<Choices>): void {
    setSeed((previous) => (previous.touched ? previous : { ...previous, touched: true }));
    setChoices((previous) => {
      const next = { ...previous, ...changes };
      return { ...next, target: otherLanguage(next.native, next.target) };
    });
  }

  async function start(event: FormEvent): Promise<void> {
    event.preventDefault();
    if (starting) {
      return;
    }
    const body: RequestBody<'conversations.create'> = {
      target_language: choices.target,
      learning_mode: choices.mode,
      native_language: choices.native,
      skill_level: choices.level,
      goals: [...choices.goals],
    };
    setStarting(true);
    setError(null);
    try {
      const conversation = chat ? await chat.create(body) : await session.client.conversations.create(body);
      if (conversation) {
        session.newConversation.remember(choices);
        onStartRef.current?.(conversation);
      } else {
        setError(chat?.$error.get() ?? null);
      }
    } catch (failure) {
      setError(failure);
    } finally {
      setStarting(false);
    }
  }

  const failed = error !== null;
  // No new conversation now (§9: 5 an hour), by the client's count or the server's: switching the mode inside a chat still is.
  const refused = Boolean(limit?.blocked) || isRateLimitError(error) || (isApiError(error) && error.status === 429);
  return (
    <form
      noValidate
      aria-labelledby={titleId}
      className={className ? `parla-form parla-new-conversation ${className}` : 'parla-form parla-new-conversation'}
      data-state={starting ? 'starting' : failed ? 'error' : 'idle'}
      onSubmit={(event) => void start(event)}
      {...rest}
    >
      <Title id={titleId} className="parla-form__title">
        {t('newConversation.title')}
      </Title>
      <div className="parla-form__row">
        <SelectField
          label={t('newConversation.nativeLanguage')}
          name="native_language"
          value={choices.native}
          onChange={(event) => update({ native: event.currentTarget.value as LanguageCode })}
        >
          {LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {languageName(intl, code)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('newConversation.targetLanguage')}
          name="target_language"
          value={choices.target}
          onChange={(event) => update({ target: event.currentTarget.value as LanguageCode })}
        >
          {LANGUAGES.filter((code) => code !== choices.native).map((code) => (
            <option key={code} value={code}>
              {languageName(intl, code)}
            </option>
          ))}
        </SelectField>
      </div>
      <fieldset className="parla-fieldset">
        <legend>{t('newConversation.skillLevel')}</legend>
        <div className="parla-choices" data-layout="row">
          {SKILL_LEVELS.map((level) => (
            <label key={level} className="parla-choice">
              <input type="radio" name="skill_level" value={level} checked={choices.level === level} onChange={() => update({ level })} />
              <span>{t(`level.${level}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="parla-fieldset">
        <legend>{t('newConversation.goals')}</legend>
        <p className="parla-form-field__hint">{t('newConversation.goalsHint')}</p>
        <div className="parla-choices" data-layout="grid">
          {LEARNING_GOALS.map((goal) => (
            <label key={goal} className="parla-choice">
              <input
                type="checkbox"
                className="parla-checkbox"
                name="goals"
                value={goal}
                checked={choices.goals.includes(goal)}
                onChange={(event) => {
                  const checked = event.currentTarget.checked;
                  update({ goals: checked ? [...choices.goals, goal] : choices.goals.filter((item) => item !== goal) });
                }}
              />
              <span>{t(`goal.${goal}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="parla-fieldset">
        <legend>{t('newConversation.learningMode')}</legend>
        <div className="parla-choices" data-layout="cards">
          {LEARNING_MODES.map((mode) => (
            <label key={mode} className="parla-choice parla-choice--card" data-checked={choices.mode === mode || undefined}>
              <input type="radio" name="learning_mode" value={mode} checked={choices.mode === mode} onChange={() => update({ mode })} />
              <span>
                <span className="parla-choice__title">{t(`mode.${mode}`)}</span>
                <span className="parla-choice__description">{t(`mode.${mode}.description`)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {limit?.blocked ? (
        <p className="parla-form__notice" role="status" data-kind="limit-blocked">
          {t('newConversation.limitBlocked', { limit: limit.limit, time: formatWait(intl, limit.retryAfterMs) })}
        </p>
      ) : limit?.warning ? (
        <p className="parla-form__notice" role="status" data-kind="limit-warning">
          {t('newConversation.limitWarning', { remaining: limit.remaining })}
        </p>
      ) : null}
      {/* While blocked, the notice above already says it and when the next can start. */}
      <FormError error={limit?.blocked && isRateLimitError(error) ? null : error} fallback="chat.error.newConversation" />
      {refused ? (
        <div className="parla-form__notice parla-new-conversation__switch-mode" data-kind="switch-mode">
          <p>{t('newConversation.limitSwitchMode')}</p>
          {onSwitchMode ? (
            <button type="button" className="parla-button" data-variant="outlined" onClick={onSwitchMode}>
              {t('newConversation.switchMode')}
            </button>
          ) : null}
        </div>
      ) : null}
      <SubmitButton label={t('newConversation.start')} busyLabel={t('newConversation.starting')} busy={starting} />
    </form>
  );
}
