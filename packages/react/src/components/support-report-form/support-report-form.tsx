import { useId, useState } from 'react';
import type { FormHTMLAttributes } from 'react';
import { supportReportRequest } from '@parla/contract';
import { COMPONENT_DEFAULTS, SUPPORT_CATEGORIES } from '@parla/contract/constants';
import { useParlaSession } from '../../hooks/use-parla-session.js';
import { useT } from '../../i18n/use-t.js';
import { FormField } from '../form-field/form-field.js';
import { FormShell } from '../form-field/form-shell.js';
import { SelectField } from '../form-field/select-field.js';
import { useSchemaForm } from '../form-field/use-schema-form.js';

/** Props of {@link SupportReportForm}; the rest are spread on the root. */
export interface SupportReportFormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  /** The page the problem happened on, sent with the report. Default: none. */
  pageUrl?: string | undefined;
  /** The title's element, `h3` under a page's own heading. Default: `h2`. */
  titleAs?: 'h2' | 'h3' | undefined;
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
  const description = form.bindText('description');
  const descriptionError = form.errors.description;
  return (
    <FormShell
      form={form}
      title={t('support.title')}
      errorFallback="errors.unexpected"
      submitLabel={t('support.submit')}
      done={sent ? { message: t('support.sent') } : null}
      className={className}
      {...rest}
    >
      <FormField label={t('support.subject')} required maxLength={200} {...form.bindText('subject')} />
      <SelectField label={t('support.category')} {...form.bindText('category')}>
        {SUPPORT_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {t(`support.category.${category}`)}
          </option>
        ))}
      </SelectField>
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
    </FormShell>
  );
}
