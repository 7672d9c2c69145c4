import { useId, useState } from 'react';
import type { FormHTMLAttributes } from 'react';
import { supportReportRequest } from '@parla/contract';
import { COMPONENT_DEFAULTS, SUPPORT_CATEGORIES } from '@parla/contract/constants';
import { useParlaSession } from '../../hooks/use-parla-session.js';
import { useIntl, useT } from '../../i18n/use-t.js';
import { errorText } from '../form-field/error-text.js';
import { FormField } from '../form-field/form-field.js';
import { useSchemaForm } from '../form-field/use-schema-form.js';

/** Props of {@link SupportReportForm}; the rest are spread on the root. */
export interface SupportReportFormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  /** The page the problem happened on, sent with the report. Default: none. */
  pageUrl?: string;
}

/**
 * Reports a problem (§1 support reports): subject, category and description, validated by the contract's
 * `supportReportRequest`, sent through `client.support.report`; a thank-you replaces the form.
 * @example
 * <SupportReportForm pageUrl={location.href} />
 */
export function SupportReportForm({ pageUrl, className, ...rest }: SupportReportFormProps) {
  const session = useParlaSession('SupportReportForm');
  const t = useT();
  const intl = useIntl();
  const titleId = useId();
  const categoryId = useId();
  const descriptionId = useId();
  const [sent, setSent] = useState(false);
  const form = useSchemaForm({
    schema: supportReportRequest,
    initialValues: { subject: '', category: 'other', description: '' },
    toInput: (values) => ({ ...values, ...(pageUrl ? { page_url: pageUrl } : {}) }),
    fieldOf: (name) => (name === 'subject' || name === 'category' || name === 'description' ? name : undefined),
    onValid: async (body) => {
      await session.client.support.report(body);
      setSent(true);
    },
  });
  const rootClass = className ? `parla-form ${className}` : 'parla-form';

  if (sent) {
    return (
      <section className={rootClass} data-state="sent" aria-labelledby={titleId}>
        <h2 id={titleId} className="parla-form__title">
          {t('support.title')}
        </h2>
        <p role="status" className="parla-form__success">
          {t('support.sent')}
        </p>
      </section>
    );
  }
  const description = form.bindText('description');
  const descriptionError = form.errors.description;
  return (
    <form
      ref={form.formRef}
      noValidate
      aria-labelledby={titleId}
      className={rootClass}
      data-state={form.submitting ? 'submitting' : form.formError ? 'error' : 'idle'}
      onSubmit={(event) => void form.handleSubmit(event)}
      {...rest}
    >
      <h2 id={titleId} className="parla-form__title">
        {t('support.title')}
      </h2>
      <FormField label={t('support.subject')} required maxLength={200} {...form.bindText('subject')} />
      <div className="parla-form-field">
        <label className="parla-form-field__label" htmlFor={categoryId}>
          {t('support.category')}
        </label>
        <select id={categoryId} className="parla-field" {...form.bindText('category')}>
          {SUPPORT_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(`support.category.${category}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="parla-form-field" data-state={descriptionError ? 'invalid' : 'valid'}>
        <label className="parla-form-field__label" htmlFor={descriptionId}>
          {t('support.description')}
        </label>
        <textarea
          id={descriptionId}
          className="parla-field"
          rows={COMPONENT_DEFAULTS.textareaRows}
          required
          name={description.name}
          value={description.value}
          onChange={description.onChange}
          onBlur={description.onBlur}
          aria-invalid={descriptionError ? true : undefined}
          aria-describedby={descriptionError ? `${descriptionId}-error` : undefined}
        />
        {descriptionError ? (
          <p id={`${descriptionId}-error`} className="parla-field-error">
            {descriptionError}
          </p>
        ) : null}
      </div>
      {form.formError ? (
        <p role="alert" className="parla-form__error">
          {errorText(intl, form.formError, 'errors.unexpected')}
        </p>
      ) : null}
      <button type="submit" className="parla-button parla-form__submit" aria-busy={form.submitting || undefined} disabled={form.submitting}>
        {form.submitting ? <span className="parla-spinner" aria-hidden="true" /> : null}
        {t('support.submit')}
      </button>
    </form>
  );
}
