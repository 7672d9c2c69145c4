import { mdiBookmarkPlusOutline, mdiCheck, mdiClose, mdiVolumeHigh } from '@mdi/js';
import { useEffect, useId, useRef } from 'react';
import type { HTMLAttributes } from 'react';
import { useStore } from '@nanostores/react';
import { sessionWords, wordKey } from '@parla/sdk';
import type { WordLookup } from '@parla/sdk';
import { PLAYBACK_SPEED } from '@parla/contract/constants';
import type { LanguageCode } from '@parla/contract/constants';
import { useParlaSession } from '../../hooks/use-parla-session.js';
import { useChatPartT } from '../../i18n/use-chat-part-intl.js';
import { AdoptedStyle } from '../../styles/adopted-style.js';
import { useVoiceControllers } from '../../voice/use-voice-controllers.js';
import { Icon } from '../icon/icon.js';
import { wordCardStyles } from './word-card-styles.js';

/** Props of {@link WordCard}; the rest are spread on its `<section>`. */
export interface WordCardProps extends HTMLAttributes<HTMLElement> {
  /** The word as written in the message. */
  word: string;
  /** The word's language (the conversation's target language). */
  language: LanguageCode;
  /** The sentence it came from: shown as the example and saved as the card's context. Default: none. */
  sentence?: string | null | undefined;
  /** The message it came from, saved with it. Default: none. */
  messageId?: string | null | undefined;
  /** Shows Close (and Escape closes). Default: none. */
  onClose?: (() => void) | undefined;
  /** Moves the focus to the card when it opens (when opened by a tap on the word). Default: false. */
  autoFocus?: boolean | undefined;
}

/** Fields a newer server may add to a look-up (a Japanese reading). */
type LookupWithReading = WordLookup & { reading?: string | null };

/**
 * The card of one word: the word (and its reading where known), its base form, its meaning in the learner's native
 * language with where it came from (the offline dictionary or the model), or plainly that no source can answer; the
 * example sentence; Hear (the learner's voice and speed) and Save. The look-ups and saving are the SDK's `sessionWords(session)`.
 * @example
 * <WordCard word="perro" language="es" sentence="Tengo un perro." messageId={message.id} onClose={close} />
 */
export function WordCard({ word, language, sentence = null, messageId = null, onClose, autoFocus = false, className, ...rest }: WordCardProps) {
  const session = useParlaSession('WordCard');
  const words = sessionWords(session);
  const state = useStore(words.$words)[wordKey(word, language)];
  const preferences = useStore(session.profile.$preferences);
  const voice = useVoiceControllers('WordCard');
  const t = useChatPartT();
  const titleId = useId();
  const rootRef = useRef<HTMLElement>(null);

  useEffect(() => {
    void words.lookup(word, language);
  }, [words, word, language]);

  useEffect(() => {
    if (autoFocus) {
      rootRef.current?.focus();
    }
  }, [autoFocus, word]);

  const lookup = state?.status === 'ready' ? (state.lookup as LookupWithReading) : null;
  const saving = state?.status === 'ready' ? state.saving : null;

  function hear(): void {
    void voice
      .speakText(word, { languageCode: language, voice: preferences?.voice_preference ?? 'female', speed: preferences?.playback_speed ?? PLAYBACK_SPEED.default })
      .catch(() => undefined);
  }

  return (
    <section
      ref={rootRef}
      className={className ? `parla-word-card ${className}` : 'parla-word-card'}
      aria-labelledby={titleId}
      tabIndex={-1}
      data-state={state?.status ?? 'loading'}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && onClose) {
          event.preventDefault();
          onClose();
        }
      }}
      {...rest}
    >
      <AdoptedStyle name="parla-word-card" css={wordCardStyles} />
      <div className="parla-word-card__head">
        <h3 id={titleId} className="parla-word-card__word" lang={language}>
          {word}
        </h3>
        {onClose ? (
          <button type="button" className="parla-icon-button" aria-label={t('words.close')} onClick={onClose}>
            <Icon path={mdiClose} />
          </button>
        ) : null}
      </div>
      {lookup?.reading ? <p className="parla-word-card__line">{t('words.reading', { reading: lookup.reading })}</p> : null}
      {lookup?.base_form && lookup.base_form.toLocaleLowerCase() !== word.toLocaleLowerCase() ? (
        <p className="parla-word-card__line">{t('words.baseForm', { form: lookup.base_form })}</p>
      ) : null}
      <div aria-live="polite">
        {!state || state.status === 'loading' ? (
          <p className="parla-word-card__muted" role="status">
            {t('words.loading')}
          </p>
        ) : state.status === 'error' ? (
          <p className="parla-word-card__line">
            {t('words.failed')}{' '}
            <button type="button" className="parla-button" data-variant="text" onClick={() => void words.lookup(word, language)}>
              {t('words.retry')}
            </button>
          </p>
        ) : lookup?.meaning ? (
          <>
            <p className="parla-word-card__meaning">
              <span className="parla-visually-hidden">{t('words.meaning')}: </span>
              {lookup.meaning}
            </p>
            <p className="parla-word-card__muted">{lookup.source === 'model' ? t('words.fromModel') : t('words.fromDictionary', { engine: lookup.engine ?? '' })}</p>
          </>
        ) : (
          <p className="parla-word-card__line" data-source="none">
            {t('words.none')}
          </p>
        )}
      </div>
      {sentence ? (
        <p className="parla-word-card__example">
          <span className="parla-visually-hidden">{t('words.example')}: </span>
          <span lang={language}>{sentence}</span>
        </p>
      ) : null}
      <div className="parla-word-card__actions">
        <button type="button" className="parla-button" data-variant="text" onClick={hear}>
          <Icon path={mdiVolumeHigh} /> {t('words.hear')}
        </button>
        {saving?.status === 'saved' ? (
          <p className="parla-word-card__line" role="status">
            <Icon path={mdiCheck} /> {t('words.saved')}
          </p>
        ) : (
          <button
            type="button"
            className="parla-button"
            disabled={!saving || saving.status === 'saving'}
            onClick={() => void words.save(word, language, { sentence, messageId })}
          >
            <Icon path={mdiBookmarkPlusOutline} /> {saving?.status === 'saving' ? t('words.saving') : t('words.save')}
          </button>
        )}
      </div>
      {saving?.status === 'failed' ? (
        <p className="parla-word-card__line" role="alert">
          {t('words.saveFailed')}
        </p>
      ) : null}
    </section>
  );
}
