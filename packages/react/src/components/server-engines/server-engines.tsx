import { useEffect, useId } from 'react';
import type { HTMLAttributes } from 'react';
import { useStore } from '@nanostores/react';
import type { VoiceCapabilities } from '@parla/sdk';
import { useParlaSession } from '../../hooks/use-parla-session.js';
import { useIntl, useT } from '../../i18n/use-t.js';
import type { ParlaIntl } from '../../i18n/intl-for-messages.js';
import { languageName } from '../new-conversation-form/language-name.js';

/** Props of {@link ServerEngines}; the rest are spread on the `<section>`. */
export interface ServerEnginesProps extends HTMLAttributes<HTMLElement> {
  /** The title's element. Default: `h2`. */
  titleAs?: 'h2' | 'h3' | undefined;
}

/** A language's name as written inside a sentence of the interface language (`inglés`, not `Inglés`). */
function nameInSentence(intl: ParlaIntl, code: string): string {
  try {
    return intl.formatDisplayName(code, { type: 'language' }) ?? languageName(intl, code);
  } catch {
    return languageName(intl, code);
  }
}

/** `a, b and c` in the interface language. */
function languageList(intl: ParlaIntl, codes: readonly string[]): string {
  const names = codes.map((code) => nameInSentence(intl, code));
  try {
    return new Intl.ListFormat(intl.locale, { type: 'conjunction' }).format(names);
  } catch {
    return names.join(', ');
  }
}

/**
 * Which engines this server runs, from its capabilities (`session.capabilities`): the tutor (the embedded practice tutor
 * or a language model), reading aloud, speech recognition and translation, each with its engine and languages, or
 * "Not available on this server". A server too old to say which tutor it runs is not guessed about.
 * @example
 * <ServerEngines />
 */
export function ServerEngines({ titleAs: Title = 'h2', className, ...rest }: ServerEnginesProps) {
  const { capabilities: store } = useParlaSession('ServerEngines');
  const state = useStore(store.$capabilities);
  const t = useT();
  const intl = useIntl();
  const titleId = useId();

  useEffect(() => {
    void store.load();
  }, [store]);

  const speechLine = (capability: VoiceCapabilities['text_to_speech'] | VoiceCapabilities['speech_to_text']): string =>
    capability.available && capability.engine
      ? t('engines.withLanguages', { engine: capability.engine, languages: languageList(intl, capability.languages) })
      : t('engines.none');

  return (
    <section className={className ? `parla-panel parla-engines ${className}` : 'parla-panel parla-engines'} aria-labelledby={titleId} data-state={state.status} {...rest}>
      <Title id={titleId} className="parla-panel__title">
        {t('engines.title')}
      </Title>
      {state.status === 'loading' ? (
        <p role="status" className="parla-panel__meta">
          {t('load.loading')}
        </p>
      ) : null}
      {state.status === 'error' ? <p className="parla-panel__meta">{t('engines.unknown')}</p> : null}
      {state.status === 'ready' ? (
        <dl className="parla-engines__list">
          <div className="parla-engines__item" data-engine="tutor">
            <dt>{t('engines.tutor')}</dt>
            <dd>
              {state.capabilities.tutor
                ? state.capabilities.tutor.kind === 'embedded'
                  ? t('engines.tutor.embedded')
                  : t('engines.tutor.model', { engine: state.capabilities.tutor.engine })
                : t('engines.unknown')}
            </dd>
          </div>
          <div className="parla-engines__item" data-engine="text-to-speech">
            <dt>{t('engines.textToSpeech')}</dt>
            <dd>{speechLine(state.capabilities.text_to_speech)}</dd>
          </div>
          <div className="parla-engines__item" data-engine="speech-to-text">
            <dt>{t('engines.speechToText')}</dt>
            <dd>{speechLine(state.capabilities.speech_to_text)}</dd>
          </div>
          <div className="parla-engines__item" data-engine="translation">
            <dt>{t('engines.translation')}</dt>
            <dd>
              {state.capabilities.translation
                ? state.capabilities.translation.available && state.capabilities.translation.engine
                  ? state.capabilities.translation.engine
                  : t('engines.none')
                : t('engines.unknown')}
            </dd>
          </div>
        </dl>
      ) : null}
    </section>
  );
}
