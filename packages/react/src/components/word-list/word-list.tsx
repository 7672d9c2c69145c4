import { mdiDeleteOutline } from '@mdi/js';
import { useEffect, useId, useMemo, useState } from 'react';
import type { HTMLAttributes } from 'react';
import { useStore } from '@nanostores/react';
import { createWordListStore } from '@parla/sdk';
import type { SavedWord } from '@parla/sdk';
import { LANGUAGES } from '@parla/contract/constants';
import type { LanguageCode } from '@parla/contract/constants';
import { useParlaSession } from '../../hooks/use-parla-session.js';
import { useIntl, useT } from '../../i18n/use-t.js';
import { AdoptedStyle } from '../../styles/adopted-style.js';
import { ConfirmDialog } from '../confirm-dialog/confirm-dialog.js';
import { FormField } from '../form-field/form-field.js';
import { SelectField } from '../form-field/select-field.js';
import { Icon } from '../icon/icon.js';
import { languageName } from '../new-conversation-form/language-name.js';
import { OnDemand } from '../on-demand/on-demand.js';
import { reviewStyles } from '../review-session/review-session-styles.js';

/** Props of {@link WordList}; the rest are spread on its `<section>`. */
export interface WordListProps extends HTMLAttributes<HTMLElement> {
  /** The title's element. Default: `h2`. */
  titleAs?: 'h1' | 'h2' | undefined;
  /** Words a story shows instead of the server's (search, filter and delete then do nothing). Default: the server's. */
  words?: readonly SavedWord[] | undefined;
}

/**
 * The learner's saved words: search (word, base form or meaning), filter by language, page with Show more, and delete
 * with a confirmation (the word's review cards go with it; the due count is read again).
 * @example
 * <WordList />
 */
export function WordList({ titleAs: Title = 'h2', words: givenWords, className, ...rest }: WordListProps) {
  const session = useParlaSession('WordList');
  const t = useT();
  const intl = useIntl();
  const titleId = useId();
  const store = useMemo(() => createWordListStore({ client: session.client, onDeleted: () => void session.dueCount.refresh() }), [session]);
  const storeWords = useStore(store.$words);
  const count = useStore(store.$count);
  const loading = useStore(store.$loading);
  const hasMore = useStore(store.$hasMore);
  const error = useStore(store.$error);
  const search = useStore(store.$search);
  const language = useStore(store.$language);
  const [draft, setDraft] = useState('');
  const [deleting, setDeleting] = useState<SavedWord | null>(null);
  const words = givenWords ?? storeWords;
  const total = givenWords ? givenWords.length : count;

  useEffect(() => {
    if (!givenWords) {
      void store.load();
    }
  }, [store, givenWords]);

  // The search is sent once typing pauses.
  useEffect(() => {
    if (givenWords || draft === search) {
      return undefined;
    }
    const timer = setTimeout(() => void store.search(draft), 300);
    return () => clearTimeout(timer);
  }, [draft, search, store, givenWords]);

  return (
    <section className={className ? `parla-word-list ${className}` : 'parla-word-list'} aria-labelledby={titleId} aria-busy={loading} {...rest}>
      <AdoptedStyle name="parla-review" css={reviewStyles} />
      <Title id={titleId} className="parla-panel__title">
        {t('wordList.title')}
      </Title>
      <div className="parla-word-list__filters">
        <FormField label={t('wordList.search')} type="search" value={draft} onChange={(event) => setDraft(event.target.value)} />
        <SelectField
          label={t('wordList.language')}
          value={language ?? ''}
          onChange={(event) => void store.filter(event.target.value === '' ? null : (event.target.value as LanguageCode))}
        >
          <option value="">{t('wordList.allLanguages')}</option>
          {LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {languageName(intl, code)}
            </option>
          ))}
        </SelectField>
      </div>
      <p className="parla-word-list__muted" aria-live="polite">
        {t('wordList.count', { count: total })}
      </p>
      {error ? (
        <p role="alert">
          {t('wordList.failed')}{' '}
          <button type="button" className="parla-button" data-variant="text" onClick={() => void store.load()}>
            {t('wordList.retry')}
          </button>
        </p>
      ) : null}
      {words.length === 0 && !loading && !error ? <p>{search || language ? t('wordList.noMatch') : t('wordList.empty')}</p> : null}
      <ul className="parla-word-list__items">
        {words.map((word) => (
          <li key={word.id} className="parla-word-list__item">
            <div>
              <p className="parla-word-list__word" lang={word.language}>
                {word.word}
                {word.base_form && word.base_form !== word.word ? ` (${word.base_form})` : ''}
              </p>
              {word.meaning ? <p className="parla-word-list__detail">{word.meaning}</p> : null}
              <p className="parla-word-list__muted">
                {languageName(intl, word.language)}
                {word.context_sentence ? (
                  <>
                    {' · '}
                    <span lang={word.language}>{word.context_sentence}</span>
                  </>
                ) : null}
              </p>
            </div>
            <button type="button" className="parla-icon-button" aria-label={t('wordList.delete', { word: word.word })} onClick={() => setDeleting(word)}>
              <Icon path={mdiDeleteOutline} />
            </button>
          </li>
        ))}
      </ul>
      {hasMore && !givenWords ? (
        <button type="button" className="parla-button" data-variant="text" disabled={loading} onClick={() => void store.loadMore()}>
          {t('wordList.more')}
        </button>
      ) : null}
      {deleting ? (
        <OnDemand>
          <ConfirmDialog
            open
            destructive
            title={t('wordList.confirmTitle')}
            body={t('wordList.confirmBody', { word: deleting.word })}
            confirmLabel={t('wordList.confirm')}
            onCancel={() => setDeleting(null)}
            onConfirm={() => {
              const { id } = deleting;
              setDeleting(null);
              void store.remove(id).then((removed) => removed && session.snackbar.notify({ type: 'success', text: t('wordList.deleted') }));
            }}
          />
        </OnDemand>
      ) : null}
    </section>
  );
}
