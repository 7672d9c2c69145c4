import { useId } from 'react';
import type { HTMLAttributes, ReactNode } from 'react';
import { mdiAccountVoice, mdiChartLine, mdiEarHearing, mdiMicrophone, mdiTarget, mdiWaveform } from '@mdi/js';
import { LEARNING_MODES } from '@parla/contract/constants';
import { useIntl, useT } from '../../i18n/use-t.js';
import type { MessageKey } from '../../i18n/messages/en.js';
import { Icon } from '../icon/icon.js';

/** Props of {@link LandingPage}; the rest are spread on the root `<div>`. */
export interface LandingPageProps extends HTMLAttributes<HTMLDivElement> {
  /** The calls to action of the hero and the closing section, e.g. your router's links. Default: links to /register and /login. */
  actions?: ReactNode | undefined;
}

const VOICE_FEATURES: ReadonlyArray<{ id: string; icon: string; title: MessageKey; text: MessageKey }> = [
  { id: 'speech-to-text', icon: mdiMicrophone, title: 'landing.voice.stt.title', text: 'landing.voice.stt.text' },
  { id: 'text-to-speech', icon: mdiAccountVoice, title: 'landing.voice.tts.title', text: 'landing.voice.tts.text' },
  { id: 'pronunciation', icon: mdiWaveform, title: 'landing.voice.pronunciation.title', text: 'landing.voice.pronunciation.text' },
  { id: 'listening', icon: mdiEarHearing, title: 'landing.voice.listening.title', text: 'landing.voice.listening.text' },
];

/** The default calls to action: sign up and sign in. */
function DefaultActions() {
  const t = useT();
  return (
    <>
      <a className="parla-button" href="/register">
        {t('landing.cta.start')}
      </a>
      <a className="parla-button" data-variant="outlined" href="/login">
        {t('landing.cta.signIn')}
      </a>
    </>
  );
}

/**
 * The home page (§2 /): the hero, the claims of §1 (10+ languages, 10,000+ learners), the 9 learning modes, the voice
 * features, progress tracking and personalised learning, and calls to action.
 * @example
 * <LandingPage actions={<><Link className="parla-button" to="/register">Start learning free</Link></>} />
 */
export function LandingPage({ actions, className, ...rest }: LandingPageProps) {
  const t = useT();
  const intl = useIntl();
  const heroId = useId();
  const modesId = useId();
  const voiceId = useId();
  const personalId = useId();
  const ctaId = useId();
  const callsToAction = actions ?? <DefaultActions />;
  return (
    <div className={className ? `parla-page parla-landing ${className}` : 'parla-page parla-landing'} {...rest}>
      <section className="parla-hero" aria-labelledby={heroId}>
        <p className="parla-hero__eyebrow">{t('landing.eyebrow')}</p>
        <h1 id={heroId} className="parla-hero__title">
          {t('landing.title')}
        </h1>
        <p className="parla-hero__text">{t('landing.subtitle')}</p>
        <div className="parla-actions">{callsToAction}</div>
        <ul className="parla-claims">
          <li>
            <strong>{t('landing.claim.languages', { count: intl.formatNumber(10) })}</strong>
            <span>{t('landing.claim.languagesText')}</span>
          </li>
          <li>
            <strong>{t('landing.claim.learners', { count: intl.formatNumber(10000) })}</strong>
            <span>{t('landing.claim.learnersText')}</span>
          </li>
          <li>
            <strong>{t('landing.claim.modes', { count: intl.formatNumber(LEARNING_MODES.length) })}</strong>
            <span>{t('landing.claim.modesText')}</span>
          </li>
        </ul>
      </section>

      <section className="parla-page__section" aria-labelledby={modesId}>
        <h2 id={modesId} className="parla-page__heading">
          {t('landing.modes.title')}
        </h2>
        <p className="parla-page__lead">{t('landing.modes.text')}</p>
        <ul className="parla-cards parla-cards--thirds">
          {LEARNING_MODES.map((mode) => (
            <li key={mode} className="parla-card">
              <h3 className="parla-card__title">{t(`mode.${mode}`)}</h3>
              <p className="parla-card__text">{t(`mode.${mode}.description`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="parla-page__section" aria-labelledby={voiceId}>
        <h2 id={voiceId} className="parla-page__heading">
          {t('landing.voice.title')}
        </h2>
        <p className="parla-page__lead">{t('landing.voice.text')}</p>
        <ul className="parla-cards">
          {VOICE_FEATURES.map((feature) => (
            <li key={feature.id} className="parla-card">
              <Icon path={feature.icon} className="parla-card__icon" />
              <h3 className="parla-card__title">{t(feature.title)}</h3>
              <p className="parla-card__text">{t(feature.text)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="parla-page__section" aria-labelledby={personalId}>
        <h2 id={personalId} className="parla-page__heading">
          {t('landing.personal.title')}
        </h2>
        <ul className="parla-cards">
          <li className="parla-card">
            <Icon path={mdiTarget} className="parla-card__icon" />
            <h3 className="parla-card__title">{t('landing.personal.levels.title')}</h3>
            <p className="parla-card__text">{t('landing.personal.levels.text')}</p>
          </li>
          <li className="parla-card">
            <Icon path={mdiChartLine} className="parla-card__icon" />
            <h3 className="parla-card__title">{t('landing.personal.progress.title')}</h3>
            <p className="parla-card__text">{t('landing.personal.progress.text')}</p>
          </li>
        </ul>
      </section>

      <section className="parla-page__section parla-page__cta" aria-labelledby={ctaId}>
        <h2 id={ctaId} className="parla-page__heading">
          {t('landing.cta.title')}
        </h2>
        <p className="parla-page__lead">{t('landing.cta.text')}</p>
        <div className="parla-actions">{callsToAction}</div>
      </section>
    </div>
  );
}
