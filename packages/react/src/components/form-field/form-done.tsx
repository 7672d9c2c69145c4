import type { ReactNode } from 'react';

/** What replaces a form once it is done (e.g. sent): see {@link FormDone}. */
export interface FormDoneContent {
  /** The success message, shown as a `role="status"` paragraph. Default: none. */
  message?: ReactNode;
  /** More content after the message. Default: none. */
  children?: ReactNode;
  /** A footer paragraph (e.g. a link back to sign in). Default: none. */
  footer?: ReactNode;
  /** The title in this state. Default: the form's title. */
  title?: ReactNode;
  /** The root's `data-state`. Default: `sent`. */
  state?: string;
}

/** Props of {@link FormDone}. */
export interface FormDoneProps extends FormDoneContent {
  /** The root's classes. */
  className: string;
  /** The id of the title, which labels the section. */
  titleId: string;
  /** The title's element and class, as the form's. Default: `h2`, `parla-form__title`. */
  titleAs?: 'h1' | 'h2' | 'h3';
  titleClassName?: string;
}

/** The section that replaces a form once it is done: the title, the success message and what follows. */
export function FormDone({ className, titleId, titleAs: Title = 'h2', titleClassName = 'parla-form__title', title, state = 'sent', message, children, footer }: FormDoneProps) {
  return (
    <section className={className} data-state={state} aria-labelledby={titleId}>
      <Title id={titleId} className={titleClassName}>
        {title}
      </Title>
      {message ? (
        <p role="status" className="parla-form__success">
          {message}
        </p>
      ) : null}
      {children}
      {footer ? <p className="parla-form__footer">{footer}</p> : null}
    </section>
  );
}
