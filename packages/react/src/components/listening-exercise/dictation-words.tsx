import type { HTMLAttributes } from 'react';
import { mdiAlertCircle, mdiCheckCircle, mdiCloseCircle, mdiMinusCircle, mdiPlusCircle } from '@mdi/js';
import { DICTATION_GRADES } from '@parla/contract/constants';
import type { DictationGrade } from '@parla/contract/constants';
import type { DictationWord } from '@parla/contract';
import { useChatPartT } from '../../i18n/use-chat-part-intl.js';
import type { MessageKey } from '../../i18n/messages/en.js';
import { GradeLegendList } from '../grade-legend/grade-legend-list.js';
import { Icon } from '../icon/icon.js';

/** The icon of each dictation grade: with the colour and the line style, a grade is never told by colour alone. */
const DICTATION_ICONS: Readonly<Record<DictationGrade, string>> = {
  right: mdiCheckCircle,
  accent: mdiAlertCircle,
  wrong: mdiCloseCircle,
  missing: mdiMinusCircle,
  extra: mdiPlusCircle,
};

/** The name of each dictation grade in the catalogue. */
const DICTATION_GRADE_KEYS: Readonly<Record<DictationGrade, MessageKey>> = {
  right: 'listening.dictation.grade.right',
  accent: 'listening.dictation.grade.accent',
  wrong: 'listening.dictation.grade.wrong',
  missing: 'listening.dictation.grade.missing',
  extra: 'listening.dictation.grade.extra',
};

/** Props of {@link DictationWords}; the rest are spread on the list. */
export interface DictationWordsProps extends HTMLAttributes<HTMLUListElement> {
  /** The words of a checked dictation, in the text's order (`check.results[0].words`). */
  words: readonly DictationWord[];
  /** Language of the text. */
  language: string;
}

/**
 * A checked dictation word by word: each word with its grade's icon, colour and line (what was typed struck through
 * beside the right word when it differs), named in full for screen readers ("playa — wrong word, you typed “plaza”").
 */
export function DictationWords({ words, language, className, ...rest }: DictationWordsProps) {
  const t = useChatPartT();
  return (
    <ul className={className ? `parla-word-grades parla-dictation ${className}` : 'parla-word-grades parla-dictation'} lang={language} {...rest}>
      {words.map((word, index) => {
        const grade = t(DICTATION_GRADE_KEYS[word.grade]);
        const shown = word.expected ?? word.given ?? '';
        const typedOther = word.given !== null && word.expected !== null && word.given !== word.expected && word.grade !== 'right';
        const label = typedOther ? t('listening.dictation.typed', { word: shown, grade, given: word.given ?? '' }) : t('listening.dictation.word', { word: shown, grade });
        return (
          <li key={`${index}-${shown}`} className="parla-word-grade parla-dictation__word" data-grade={word.grade} aria-label={label} title={label}>
            <Icon path={DICTATION_ICONS[word.grade]} />
            {typedOther ? <del className="parla-dictation__typed">{word.given}</del> : null}
            <span className="parla-word-grade__text">{shown}</span>
          </li>
        );
      })}
    </ul>
  );
}

/** The key of the dictation grades: each grade's swatch (its icon on its colour, as on the words) beside its name. */
export function DictationLegend(props: HTMLAttributes<HTMLUListElement>) {
  const t = useChatPartT();
  return (
    <GradeLegendList
      label={t('listening.dictation.legend')}
      grades={DICTATION_GRADES}
      icons={DICTATION_ICONS}
      nameOf={(grade) => t(DICTATION_GRADE_KEYS[grade])}
      swatchClassName="parla-dictation__word"
      {...props}
    />
  );
}
