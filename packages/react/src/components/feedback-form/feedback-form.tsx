import { useId, useState } from 'react';
import type { FormHTMLAttributes } from 'react';
import { feedbackRequest } from '@parla/contract';
import { COMPONENT_DEFAULTS } from '@parla/contract/constants';
import { useParlaSession } from '../../hooks/use-parla-session.js';
import { useT } from '../../i18n/use-t.js';
import { FormShell } from '../form-field/form-shell.js';
import { useSchemaForm } from '../form-field/use-schema-form.js';
import { StarRating } from '../star-rating/star-rating.js';

/** Props of {@link FeedbackForm}; the rest are spread on the root. */
export interface FeedbackFormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  /** What the feedback is about, sent as its category (e.g. `chat`). Default: none. */
  category?: string | undefined;
  /** The title's element, `h3` under a page's own heading. Default: `h2`. */
  titleAs?: 'h2' | 'h3' | undefined;
}

/**
 * Feedback (§1): a 1–5 star rating (a keyboard-operable radio group, §9 rating length 5) and an optional comment,
 * validated by the contract's `feedbackRequest`, sent through `client.support.feedback`; a thank-you replaces the form.
 * @example
 * <FeedbackForm category="chat" />
 */
export function FeedbackForm({ category, className, ...rest }: FeedbackFormProps) {
  const session = useParlaSession('FeedbackForm');
  const t = useT();
  const commentId = useId();
  const [sent, setSent] = useState(false);
  const form = useSchemaForm({
    schema: feedbackRequest,
    initialValues: { rating: '', comment: '' },
    toInput: (values) => ({
      rating: values.rating === '' ? undefined : Number(values.rating),
      comment: values.comment === '' ? undefined : values.comment,
      ...(category ? { category } : {}),
    }),
    fieldOf: (name) => (name === 'rating' || name === 'comment' ? name : undefined),
    onValid: async (body) => {
      await session.client.support.feedback(body);
      setSent(true);
    },
  });
  const comment = form.bindText('comment');
  return (
    <FormShell
      form={form}
      title={t('feedback.title')}
      errorFallback="errors.unexpected"
      submitLabel={t('feedback.submit')}
      done={sent ? { message: t('feedback.sent') } : null}
      className={className}
      {...rest}
    >
      <StarRating
        label={t('feedback.rating')}
        value={form.values.rating === '' ? 0 : Number(form.values.rating)}
        onChange={(rating) => form.setValue('rating', String(rating))}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
            form.touch('rating');
          }
        }}
        error={form.errors.rating}
      />
      <div className="parla-form-field">
        <label className="parla-form-field__label" htmlFor={commentId}>
          {t('feedback.comment')}
        </label>
        <textarea id={commentId} className="parla-field" rows={COMPONENT_DEFAULTS.textareaRows} name={comment.name} value={comment.value} onChange={comment.onChange} />
      </div>
    </FormShell>
  );
}
