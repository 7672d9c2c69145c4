import { useId, Suspense } from 'react';
import type { HTMLAttributes } from 'react';
import type { SessionRecap } from '@parla/sdk';
import type { ParlaIntl } from '../../i18n/intl-for-messages.js';
import type { MessageKey } from '../../i18n/messages/en.js';
import { useProgressIntl } from '../../i18n/use-progress-intl.js';
import { AdoptedStyle } from '../../styles/adopted-style.js';
import { recapStyles } from './recap-styles.js';

/** Props of {@link RecapCard}; the rest are spread on its `<section>`. */
export interface RecapCardProps extends HTMLAttributes<HTMLElement> {
  /** The recap, as `client.conversations.recap(id)` answers it. */
  recap: SessionRecap;
  /** The heading level of its title. Default: 3. */
  headingLevel?: 2 | 3;
}

type Example = SessionRecap['corrections'][number]['examples'][number];

function ExampleText({ example, intl }: { example: Example; intl: ParlaIntl }) {
  return (
    <>
      <span aria-hidden="true">
        <span className="parla-recap__wrong">{example.wrong}</span> → <span className="parla-recap__right">{example.right}</span>
      </span>
      <span className="parla-visually-hidden">{intl.formatMessage({ id: 'recap.example' }, { wrong: example.wrong, right: example.right })}</span>
    </>
  );
}

function strengthText(intl: ParlaIntl, strength: SessionRecap['went_well'][number]): string {
  const t = (key: string, values: Record<string, string | number>) => intl.formatMessage({ id: key as MessageKey }, values);
  switch (strength.kind) {
    case 'category_absent':
      return t('recap.strength.category_absent', { count: strength.count, category: t(`recap.category.${strength.detail ?? 'grammar'}`, {}) });
    case 'longest_message':
      return t('recap.strength.longest_message', { count: strength.count, text: strength.detail ?? '' });
    default:
      return t(`recap.strength.${strength.kind}`, { count: strength.count, total: strength.total ?? 0 });
  }
}

function focusText(intl: ParlaIntl, focus: SessionRecap['focus']): string {
  if (focus.kind !== 'category' || !focus.category) {
    return intl.formatMessage({ id: focus.kind === 'write_more' ? 'recap.focus.write_more' : 'recap.focus.keep_going' });
  }
  const category = intl.formatMessage({ id: `recap.category.${focus.category}` as MessageKey });
  return focus.example
    ? intl.formatMessage({ id: 'recap.focus.categoryExample' }, { category, wrong: focus.example.wrong, right: focus.example.right })
    : intl.formatMessage({ id: 'recap.focus.category' }, { category });
}

/** RecapCard's content, once its messages are loaded. */
function RecapCardBody({ recap, headingLevel = 3, className, ...rest }: RecapCardProps) {
  const intl = useProgressIntl();
  const t = (key: MessageKey, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const Sub = headingLevel === 2 ? 'h3' : 'h4';
  const minutes = intl.formatNumber(recap.minutes, { style: 'unit', unit: 'minute', unitDisplay: 'long' });
  return (
    <section className={className ? `parla-recap ${className}` : 'parla-recap'} aria-labelledby={titleId} data-engine={recap.engine} {...rest}>
      <AdoptedStyle name="parla-recap" css={recapStyles} />
      <Heading id={titleId} className="parla-recap__title">
        {t('recap.title')}
      </Heading>
      {recap.summary ? <p className="parla-recap__summary">{recap.summary}</p> : null}
      <dl className="parla-recap__figures">
        <div className="parla-recap__figure">
          <dt>{t('recap.time')}</dt>
          <dd>{minutes}</dd>
        </div>
        <div className="parla-recap__figure">
          <dt>{t('recap.messages')}</dt>
          <dd>{intl.formatNumber(recap.learner_messages)}</dd>
        </div>
        <div className="parla-recap__figure">
          <dt>{t('recap.words')}</dt>
          <dd>{intl.formatNumber(recap.learner_words)}</dd>
        </div>
        <div className="parla-recap__figure">
          <dt>{t('recap.corrections')}</dt>
          <dd>{intl.formatNumber(recap.corrections_total)}</dd>
        </div>
      </dl>
      <section>
        <Sub className="parla-recap__subtitle">{t('recap.wentWell')}</Sub>
        {recap.went_well_text ? (
          <p className="parla-recap__line">{recap.went_well_text}</p>
        ) : (
          <ul className="parla-recap__list">
            {recap.went_well.map((strength) => (
              <li key={strength.kind}>{strengthText(intl, strength)}</li>
            ))}
          </ul>
        )}
      </section>
      <section>
        <Sub className="parla-recap__subtitle">{t('recap.byCategory')}</Sub>
        {recap.corrections.length === 0 ? (
          <p className="parla-recap__line">{t('recap.noCorrections')}</p>
        ) : (
          <ul className="parla-recap__list">
            {recap.corrections.map((entry) => (
              <li key={entry.category}>
                {t(`recap.kind.${entry.category}` as MessageKey)}: {intl.formatNumber(entry.count)}
                <ul className="parla-recap__examples">
                  {entry.examples.map((example) => (
                    <li key={`${example.wrong}→${example.right}`} className="parla-recap__example" lang={recap.target_language}>
                      <ExampleText example={example} intl={intl} />
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
      </section>
      {recap.words_saved.length > 0 ? (
        <section>
          <Sub className="parla-recap__subtitle">{t('recap.wordsSaved')}</Sub>
          <p className="parla-recap__line">
            {new Intl.ListFormat(intl.locale, { type: 'conjunction' }).format(recap.words_saved.map((word) => (word.meaning ? `${word.word} (${word.meaning})` : word.word)))}
          </p>
        </section>
      ) : null}
      <section>
        <Sub className="parla-recap__subtitle">{t('recap.focus')}</Sub>
        <p className="parla-recap__line">{recap.focus_text ?? focusText(intl, recap.focus)}</p>
      </section>
      {recap.goals.length > 0 ? (
        <section>
          <Sub className="parla-recap__subtitle">{t('recap.goals')}</Sub>
          <ul className="parla-recap__list">
            {recap.goals.map((goal) => (
              <li key={goal.goal}>{t(`recap.goal.measure.${goal.measure}` as MessageKey, { goal: t(`recap.goal.${goal.goal}` as MessageKey), count: goal.count })}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {recap.engine === 'model' ? <p className="parla-recap__muted">{t('recap.byModel')}</p> : null}
    </section>
  );
}

/**
 * The recap of a session: time, messages, words written and corrections; what went well, named from the data (or the
 * model's prose); the corrections by kind with the learner's own examples (wrong → right, told to screen readers as
 * "“right” instead of “wrong”"); the words saved; one focus for next time; a figure per goal. It renders what the
 * server made: the figures always come from the stored data.
 * @example
 * <RecapCard recap={await client.conversations.recap(conversationId)} />
 */
export function RecapCard(props: RecapCardProps) {
  return (
    <Suspense fallback={null}>
      <RecapCardBody {...props} />
    </Suspense>
  );
}
