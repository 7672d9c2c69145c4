import type { HTMLAttributes } from 'react';
import type { Correction } from '@parla/sdk';
import { correctionParts } from './correction-parts.js';

/** Props of {@link CorrectedText}; the rest are spread on the `<p>`. */
export interface CorrectedTextProps extends HTMLAttributes<HTMLParagraphElement> {
  /** The learner's text as written. */
  text: string;
  /** Its corrections, sorted by start and not overlapping, each `original` at its span (see `correctionsFit`). */
  corrections: readonly Correction[];
}

/**
 * A learner's text with its corrections shown inline: each wrong part struck through, its replacement after it.
 * The element's text stays exactly what the learner wrote (so screen readers, copying and selecting read it as written):
 * replacements are drawn from `data-replacement` by the stylesheet, and told as sentences by `MessageCorrections`.
 * @example
 * <CorrectedText text="Yo tiengo un perro" corrections={review.corrections} />
 */
export function CorrectedText({ text, corrections, className, ...rest }: CorrectedTextProps) {
  return (
    <p className={className ? `parla-corrected-text ${className}` : 'parla-corrected-text'} data-corrections={corrections.length} {...rest}>
      {correctionParts(text, corrections).map((part) =>
        part.kind === 'same' ? (
          part.text
        ) : (
          <span key={`${part.correction.start}-${part.correction.end}`} className="parla-corrected-text__fix" data-category={part.correction.category}>
            {part.correction.original ? <span className="parla-corrected-text__original">{part.correction.original}</span> : null}
            {part.correction.replacement ? <span className="parla-corrected-text__replacement" aria-hidden="true" data-replacement={part.correction.replacement} /> : null}
          </span>
        ),
      )}
    </p>
  );
}
