import { useEffect, useRef, useState } from 'react';
import type { HTMLAttributes } from 'react';
import { mdiDeleteOutline, mdiDownload } from '@mdi/js';
import { useStore } from '@nanostores/react';
import type { Conversation } from '@parla/sdk';
import { useParlaSession } from '../../hooks/use-parla-session.js';
import { useTranslateText } from '../../i18n/use-t.js';
import { useChatPartIntl, useChatPartT } from '../../i18n/use-chat-part-intl.js';
import { LEARNING_MODE_KEYS } from '../chat-header/learning-mode-key.js';
import { useConversationTitle } from '../chat-header/use-conversation-title.js';
import { useLanguageName } from '../chat-header/use-language-name.js';
import { ConfirmDialog } from '../confirm-dialog/confirm-dialog.js';
import { browserDownload } from '../../ports/download-file.js';
import { exportFile } from '../conversation-menu/export-filename.js';
import type { DownloadFile } from '../../ports/download-file.js';
import { Icon } from '../icon/icon.js';
import { formatRelative } from './relative-time.js';
import { RecapToggle } from '../session-recap/recap-toggle.js';

/** Props of {@link HistoryList}; the rest are spread on the `<section>`. */
export interface HistoryListProps extends HTMLAttributes<HTMLElement> {
  /** Called with a conversation's id by its Resume button. */
  onResume: (conversationId: string) => void;
  /** The open conversation, marked as current. Default: none. */
  currentId?: string | undefined;
  /** Saves an exported conversation. Default: a browser download. */
  download?: ((file: DownloadFile) => void) | undefined;
  /** The time dates are relative to (ms since the epoch). Default: `Date.now`. */
  now?: (() => number) | undefined;
}

/**
 * The learner's past conversations from the session's history store, loaded on mount: title, language, mode, last
 * message and how long ago; Resume (the open conversation says so instead), Export and Delete (after a confirmation); Show more;
 * empty, loading and error states.
 * @example
 * <HistoryList onResume={(id) => navigate(`/chat/${id}`)} />
 */
export function HistoryList({ onResume, currentId, download = browserDownload, now = Date.now, className, ...rest }: HistoryListProps) {
  const { history } = useParlaSession('HistoryList');
  const conversations = useStore(history.$conversations);
  const loading = useStore(history.$loading);
  const hasMore = useStore(history.$hasMore);
  const error = useStore(history.$error);
  const t = useChatPartT();
  const translate = useTranslateText();
  const titleOf = useConversationTitle();
  const [deleting, setDeleting] = useState<Conversation | null>(null);
  const sectionRef = useRef<HTMLElement>(null);
  // The place of a conversation being deleted: once it has left the list, the focus goes to its neighbour.
  const deletedAt = useRef<{ id: string; index: number } | null>(null);

  useEffect(() => {
    void history.load();
  }, [history]);

  useEffect(() => {
    const deleted = deletedAt.current;
    const section = sectionRef.current;
    if (!deleted || !section || conversations.some((conversation) => conversation.id === deleted.id)) {
      return;
    }
    deletedAt.current = null;
    // The next conversation, else the one before, else the list's heading: never the page's top.
    const items = section.querySelectorAll<HTMLElement>('.parla-history__item');
    const neighbour = items[deleted.index] ?? items[deleted.index - 1];
    (neighbour?.querySelector<HTMLElement>('button') ?? section.querySelector<HTMLElement>('.parla-history__title'))?.focus();
  }, [conversations]);

  async function exportIt(conversation: Conversation): Promise<void> {
    const exported = await history.exportConversation(conversation.id);
    if (exported) {
      download(exportFile(conversation.id, exported));
    }
  }

  const state = error ? 'error' : loading ? 'loading' : conversations.length === 0 ? 'empty' : 'idle';
  return (
    <section ref={sectionRef} className={className ? `parla-history ${className}` : 'parla-history'} aria-label={t('chat.history.title')} aria-busy={loading || undefined} data-state={state} {...rest}>
      <h2 className="parla-history__title" tabIndex={-1}>
        {t('chat.history.title')}
      </h2>
      {error ? (
        <div className="parla-history__error" role="alert">
          <p>{translate({ text: error.message })}</p>
          <button type="button" className="parla-button" data-variant="text" onClick={() => void history.load()}>
            {t('chat.history.retry')}
          </button>
        </div>
      ) : null}
      {conversations.length > 0 ? (
        <ul className="parla-history__list">
          {conversations.map((conversation) => (
            <HistoryItem
              key={conversation.id}
              conversation={conversation}
              current={conversation.id === currentId}
              now={now}
              onResume={() => onResume(conversation.id)}
              onExport={() => void exportIt(conversation)}
              onDelete={() => setDeleting(conversation)}
            />
          ))}
        </ul>
      ) : null}
      {loading ? (
        <p className="parla-history__note" role="status">
          {t('chat.history.loading')}
        </p>
      ) : null}
      {state === 'empty' ? <p className="parla-history__note">{t('chat.history.empty')}</p> : null}
      {hasMore && !loading ? (
        <button type="button" className="parla-button" data-variant="text" onClick={() => void history.loadMore()}>
          {t('chat.history.loadMore')}
        </button>
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('chat.delete.title')}
        body={t('chat.delete.body', { title: deleting ? titleOf(deleting) : '' })}
        confirmLabel={t('chat.delete.confirm')}
        destructive
        onConfirm={() => {
          if (deleting) {
            const { id } = deleting;
            deletedAt.current = { id, index: conversations.findIndex((conversation) => conversation.id === id) };
            void history.remove(deleting.id);
          }
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}

interface HistoryItemProps {
  conversation: Conversation;
  current: boolean;
  now: () => number;
  onResume: () => void;
  onExport: () => void;
  onDelete: () => void;
}

/** A conversation without a message for this long has a recap, as an ended one has (the server makes it on reading). */
const IDLE_SESSION_MS = 30 * 60 * 1000;

function HistoryItem({ conversation, current, now, onResume, onExport, onDelete }: HistoryItemProps) {
  const t = useChatPartT();
  const intl = useChatPartIntl();
  const languageName = useLanguageName();
  const titleOf = useConversationTitle();
  const title = titleOf(conversation);
  const date = conversation.last_message_at ?? conversation.updated_at;
  return (
    <li className="parla-history__item" aria-current={current || undefined}>
      <p className="parla-history__item-title">{title}</p>
      <p className="parla-history__meta">
        {languageName(conversation.target_language)} · {t(LEARNING_MODE_KEYS[conversation.learning_mode])} ·{' '}
        <time dateTime={date}>{formatRelative(intl, Date.parse(date), now())}</time>
      </p>
      <p className="parla-history__preview">{conversation.last_message_preview ?? t('chat.history.noPreview')}</p>
      <div className="parla-history__actions">
        {current ? (
          // The conversation on screen: nothing to resume.
          <span className="parla-chip">{t('chat.history.current')}</span>
        ) : (
          <button type="button" className="parla-button" data-variant="text" aria-label={t('chat.history.resumeNamed', { title })} onClick={onResume}>
            {t('chat.history.resume')}
          </button>
        )}
        <button type="button" className="parla-icon-button" aria-label={t('chat.history.exportNamed', { title })} title={t('chat.history.exportNamed', { title })} onClick={onExport}>
          <Icon path={mdiDownload} />
        </button>
        <button type="button" className="parla-icon-button" aria-label={t('chat.history.deleteNamed', { title })} title={t('chat.history.deleteNamed', { title })} onClick={onDelete}>
          <Icon path={mdiDeleteOutline} />
        </button>
        {conversation.status === 'ended' || now() - Date.parse(date) >= IDLE_SESSION_MS ? <RecapToggle conversationId={conversation.id} title={title} /> : null}
      </div>
    </li>
  );
}
