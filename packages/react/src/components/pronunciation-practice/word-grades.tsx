import type { HTMLAttributes } from 'react';
import { mdiAlertCircle, mdiApproximatelyEqual, mdiCheckCircle, mdiMinusCircle, mdiPlusCircle } from '@mdi/js';
import { WORD_GRADES } from '@parla/contract/constants';
import type { WordGrade } from '@parla/contract/constants';
import type { PronunciationAnalysis } from '@parla/sdk';
import { useIntl, useT } from '../../i18n/use-t.js';
import type { MessageKey } from '../../i18n/messages/en.js';
import { GradeLegendList } from '../grade-legend/grade-legend-list.js';
import { Icon } from '../icon/icon.js';

/** The icon of each grade: with the colour and the underline style, the grade is never told by colour alone. */
export const GRADE_ICONS: Readonly<Record<WordGrade, string>> = {
  good: mdiCheckCircle,
  close: mdiApproximatelyEqual,
  mispronounced: mdiAlertCircle,
  missed: mdiMinusCircle,
  extra: mdiPlusCircle,
};

/** The name of each grade in the catalogue. */
export const GRADE_KEYS: Readonly<Record<WordGrade, MessageKey>> = {
  good: 'pronunciation.grade.good',
  close: 'pronunciation.grade.close',
  mispronounced: 'pronunciation.grade.mispronounced',
  missed: 'pronunciation.grade.missed',
  extra: 'pronunciation.grade.extra',
};

/** Props of {@link WordGrades}; the rest are spread on the list. */
export interface WordGradesProps extends HTMLAttributes<HTMLUListElement> {
  /** The graded words, in reading order. */
  words: PronunciationAnalysis['words'];
  /** Language of the words. */
  language: string;
}

/** The text read, word by word, each marked with its grade: colour, icon and underline, and a name like "hola — mispronounced, 42". */
export function WordGrades({ words, language, className, ...rest }: WordGradesProps) {
  const t = useT();
  const intl = useIntl();
  return (
    <ul className={className ? `parla-word-grades ${className}` : 'parla-word-grades'} lang={language} {...rest}>
      {words.map((word, index) => (
        <li
          key={`${index}-${word.word}`}
          className="parla-word-grade"
          data-grade={word.status}
          aria-label={t('pronunciation.word', { word: word.word, grade: t(GRADE_KEYS[word.status]), score: intl.formatNumber(Math.round(word.score)) })}
          title={t(GRADE_KEYS[word.status])}
        >
          <Icon path={GRADE_ICONS[word.status]} />
          <span className="parla-word-grade__text">{word.word}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The legend of the grades: each grade's swatch (its icon on its colour, as on the words) beside its name in plain text,
 * so the key does not read as five more graded words.
 */
export function GradeLegend(props: HTMLAttributes<HTMLUListElement>) {
  const t = useT();
  return <GradeLegendList label={t('pronunciation.legend')} grades={WORD_GRADES} icons={GRADE_ICONS} nameOf={(grade) => t(GRADE_KEYS[grade])} {...props} />;
}
