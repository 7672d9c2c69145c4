import { useId } from 'react';
import type { FormHTMLAttributes, ReactNode } from 'react';
import type { MessageKey } from '../../i18n/messages/en.js';
import { FormDone } from './form-done.js';
import type { FormDoneContent } from './form-done.js';
import { FormError } from './form-error.js';
import { SubmitButton } from './submit-button.js';
import type { FormValues, SchemaForm } from './use-schema-form.js';

/** The part of {@link useSchemaForm}'s result a {@link FormShell} needs. */
export type FormShellState = Pick<SchemaForm<FormValues>, 'formRef' | 'formError' | 'submitting' | 'handleSubmit'>;

/** Props of {@link FormShell}; the rest are spread on the `<form>`. */
export interface FormShellProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'title' | 'onSubmit'> {
  /** The form's state, from `useSchemaForm`. */
  form: FormShellState;
  /** The title, which labels the form. */
  title: ReactNode;
  /** The title's element. Default: `h2`. */
  titleAs?: 'h1' | 'h2' | 'h3';
  /** The title's class. Default: `parla-form__title`. */
  titleClassName?: string;
  /** The message for a failure that is not an ApiError with a message. */
  errorFallback: MessageKey;
  /** The submit button's label. */
  submitLabel: string;
  /** The submit button's label while sending. Default: `submitLabel`. */
  submittingLabel?: string;
  /** A footer paragraph after the button (e.g. a link to sign in). Default: none. */
  footer?: ReactNode;
  /** Shown under the form's error, e.g. a way out of it ("Send the link again"). Default: none. */
  afterError?: ReactNode;
  /** Once set, a section with this content replaces the form (e.g. once sent). Default: none. */
  done?: FormDoneContent | null;
}

/**
 * The shell of a schema form: the labelling title, `data-state` (idle, submitting, error), the fields (children), the
 * form-level error banner, the submit button with its busy state, a footer, and the section that replaces it when done.
 * @example
 * <FormShell form={form} title={t('feedback.title')} errorFallback="errors.unexpected" submitLabel={t('feedback.submit')}>…</FormShell>
 */
export function FormShell({
  form,
  title,
  titleAs: Title = 'h2',
  titleClassName = 'parla-form__title',
  errorFallback,
  submitLabel,
  submittingLabel,
  footer,
  afterError,
  done,
  className,
  children,
  ...rest
}: FormShellProps) {
  const titleId = useId();
  const rootClass = className ? `parla-form ${className}` : 'parla-form';
  if (done) {
    return <FormDone {...done} title={done.title ?? title} className={rootClass} titleId={titleId} titleAs={Title} titleClassName={titleClassName} />;
  }
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
      <Title id={titleId} className={titleClassName}>
        {title}
      </Title>
      {children}
      <FormError error={form.formError} fallback={errorFallback} />
      {afterError}
      <SubmitButton label={submitLabel} busyLabel={submittingLabel} busy={form.submitting} />
      {footer ? <p className="parla-form__footer">{footer}</p> : null}
    </form>
  );
}
