import { useId, useState } from 'react';
import { editRegeneratesReply } from '@parla/sdk';
import type { ChatSession, Message } from '@parla/sdk';
import { useTranslateText } from '../../i18n/use-t.js';
import { useChatPartT } from '../../i18n/use-chat-part-intl.js';
import { messageEditorStyles } from './message-editor-styles.js';
import { MessageLengthCount, messageLength } from '../chat-input/message-length-count.js';
import { AdoptedStyle } from '../../styles/adopted-style.js';

/** Props of {@link MessageEditor}. */
export interface MessageEditorProps {
  message: Message;
  /** The chat; with its `$messages`, the editor says whether the tutor will reply again (the latest message) or not. */
  chat: Pick<ChatSession, 'edit' | '$actionError'> & Partial<Pick<ChatSession, '$messages'>>;
  /** Called after saving or cancelling. */
  onClose: () => void;
}

/**
 * The inline editor of one of the learner's messages: Save (Enter) or Cancel (Escape); blank text gives 'Message cannot be empty' (§5),
 * and from 90 % of the longest message the characters are counted (Save is off over it). It says what saving does to the
 * replies: the tutor replies again to the latest message, while an older message's later replies stay as they were.
 * Its rules come with it as an adopted stylesheet `parla-message-editor` (`<AdoptedStyle>`) (it loads on demand, with the message menu).
 */
export function MessageEditor({ message, chat, onClose }: MessageEditorProps) {
  const t = useChatPartT();
  const translate = useTranslateText();
  const [draft, setDraft] = useState(message.message_text);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const fieldId = useId();
  const errorId = useId();
  const countId = useId();
  const noteId = useId();
  // The latest message's reply is written again once saved; an older message's later replies stay as they were.
  const [regenerates] = useState(() => (chat.$messages ? editRegeneratesReply(chat.$messages.get(), message.id) : null));
  const { length, tooLong } = messageLength(draft);
  const describedBy = [regenerates === null ? null : noteId, error ? errorId : null, tooLong ? countId : null].filter(Boolean).join(' ') || undefined;

  async function save(): Promise<void> {
    // Checked here as well as in the SDK: the SDK's error would also show under the chat input, which is not being edited.
    if (draft.trim() === '') {
      setError(t('validation.messageEmpty'));
      return;
    }
    if (tooLong) {
      return;
    }
    setSaving(true);
    const saved = await chat.edit(message.id, draft);
    setSaving(false);
    if (saved) {
      onClose();
    } else {
      setError(translate({ text: chat.$actionError.get()?.message ?? t('errors.unexpected') }));
    }
  }

  return (
    <>
      <AdoptedStyle name="parla-message-editor" css={messageEditorStyles} />
      <form
        className="parla-message-editor"
        data-state={saving ? 'saving' : error ? 'error' : 'idle'}
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            onClose();
          }
        }}
      >
        <label htmlFor={fieldId} className="parla-visually-hidden">
          {t('chat.edit.label')}
        </label>
        <textarea
          id={fieldId}
          className="parla-field"
          rows={2}
          value={draft}
          autoFocus
          aria-invalid={error || tooLong ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            setDraft(event.currentTarget.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              void save();
            }
          }}
        />
        {regenerates === null ? null : (
          <p id={noteId} className="parla-message-editor__note">
            {t(regenerates ? 'chat.edit.regenerates' : 'chat.edit.laterRepliesStay')}
          </p>
        )}
        {error ? (
          <p id={errorId} className="parla-field-error" role="alert">
            {error}
          </p>
        ) : null}
        <MessageLengthCount id={countId} length={length} />
        <div className="parla-message-editor__actions">
          <button type="button" className="parla-button" data-variant="text" onClick={onClose}>
            {t('chat.cancel')}
          </button>
          <button type="submit" className="parla-button" disabled={saving || tooLong} aria-busy={saving || undefined}>
            {t('chat.edit.save')}
          </button>
        </div>
      </form>
    </>
  );
}
