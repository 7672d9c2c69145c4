import type { HTMLAttributes } from 'react';
import { Icon } from '../icon/icon.js';

/** Props of {@link GradeLegendList}; the rest are spread on the `<ul>`. */
export interface GradeLegendListProps<G extends string> extends HTMLAttributes<HTMLUListElement> {
  /** The legend's accessible name. */
  label: string;
  /** The grades, in their order. */
  grades: readonly G[];
  /** The icon of each grade, as on the graded words. */
  icons: Readonly<Record<G, string>>;
  /** The name of a grade, translated. */
  nameOf: (grade: G) => string;
  /** Another class of each swatch, the graded words' own. Default: none. */
  swatchClassName?: string;
}

/**
 * The key of a set of word grades: each grade's swatch (its icon on its colour, as on the words) beside its name in
 * plain text, so the key does not read as more graded words. Pronunciation and dictation results show one.
 */
export function GradeLegendList<G extends string>({ label, grades, icons, nameOf, swatchClassName, ...rest }: GradeLegendListProps<G>) {
  const swatch = swatchClassName ? `parla-word-grade ${swatchClassName} parla-grade-legend__swatch` : 'parla-word-grade parla-grade-legend__swatch';
  return (
    <ul className="parla-grade-legend" aria-label={label} {...rest}>
      {grades.map((grade) => (
        <li key={grade} className="parla-grade-legend__item" data-grade={grade}>
          <span className={swatch} data-grade={grade} aria-hidden="true">
            <Icon path={icons[grade]} />
          </span>
          <span className="parla-grade-legend__name">{nameOf(grade)}</span>
        </li>
      ))}
    </ul>
  );
}
