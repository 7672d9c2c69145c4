import { useRef } from 'react';
import type { FieldsetHTMLAttributes, KeyboardEvent } from 'react';
import { mdiStar, mdiStarOutline } from '@mdi/js';
import { COMPONENT_DEFAULTS } from '@parla/contract/constants';
import { useT } from '../../i18n/use-t.js';
import { Icon } from '../icon/icon.js';

/** Props of {@link StarRating}; the rest are spread on the `<fieldset>`. */
export interface StarRatingProps extends Omit<FieldsetHTMLAttributes<HTMLFieldSetElement>, 'onChange'> {
  /** The group's visible label. */
  label: string;
  /** The chosen rating, 1–`length`, or 0 for none. */
  value: number;
  /** Called with the new rating. */
  onChange: (rating: number) => void;
  /** Number of stars. Default: `COMPONENT_DEFAULTS.ratingLength` (5, §9). */
  length?: number;
  /** The input name. Default: `rating`. */
  name?: string;
  /** The error, already translated; linked with `aria-describedby`. Default: none. */
  error?: string | null;
}

/**
 * A star rating as a native radio group: Tab reaches it, the arrow keys move between stars, each star is named
 * "3 of 5 stars". Stars up to the choice are filled.
 * @example
 * <StarRating label="Your rating" value={rating} onChange={setRating} />
 */
export function StarRating({ label, value, onChange, length = COMPONENT_DEFAULTS.ratingLength, name = 'rating', error, className, id, ...rest }: StarRatingProps) {
  const t = useT();
  const groupRef = useRef<HTMLFieldSetElement>(null);
  const errorId = `${id ?? name}-rating-error`;
  const stars = Array.from({ length }, (_, index) => index + 1);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
    // With nothing chosen yet, the first arrow press picks the first star (browsers would otherwise pick the last on ArrowLeft).
    if (value === 0 && (event.key === 'ArrowLeft' || event.key === 'ArrowUp')) {
      event.preventDefault();
      onChange(1);
    }
  }

  return (
    <fieldset
      ref={groupRef}
      id={id}
      className={className ? `parla-fieldset parla-rating ${className}` : 'parla-fieldset parla-rating'}
      data-state={value > 0 ? 'rated' : 'empty'}
      aria-describedby={error ? errorId : undefined}
      {...rest}
    >
      <legend>{label}</legend>
      <div className="parla-rating__stars">
        {stars.map((star) => (
          <label key={star} className="parla-rating__star" data-filled={star <= value || undefined}>
            <input
              type="radio"
              className="parla-visually-hidden parla-rating__input"
              name={name}
              value={star}
              checked={value === star}
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(star)}
              onKeyDown={onKeyDown}
            />
            <Icon path={star <= value ? mdiStar : mdiStarOutline} />
            <span className="parla-visually-hidden">{t('rating.star', { rating: star, length })}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="parla-field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
