import { Suspense } from 'react';
import type { HTMLAttributes } from 'react';
import { mdiClose } from '@mdi/js';
import { useT } from '../../i18n/use-t.js';
import type { PracticeRequest } from '../conversation-menu/practice-request.js';
import { Icon } from '../icon/icon.js';
import { ListeningExercise } from '../listening-exercise/listening-exercise.js';
import { PronunciationPractice } from '../pronunciation-practice/pronunciation-practice.js';
import { DialogShell } from '../dialog/dialog-shell.js';

/** Props of {@link PracticeDialog}; the rest are spread on the dialog element. */
export interface PracticeDialogProps extends HTMLAttributes<HTMLDivElement> {
  /** The practice to show (from `<ChatScreen onPractice>`), or null when closed. */
  request: PracticeRequest | null;
  /** Called by the close button, Escape and the backdrop. */
  onClose: () => void;
}

/**
 * Pronunciation practice or a listening exercise in a modal dialog over the chat, prefilled with the latest tutor
 * message. Focus moves in and stays until it closes (close button, Escape, backdrop), then goes back.
 * @example
 * const [practice, setPractice] = useState<PracticeRequest | null>(null);
 * <ChatScreen conversationId={id} onPractice={setPractice} />
 * <PracticeDialog request={practice} onClose={() => setPractice(null)} />
 */
export function PracticeDialog({ request, onClose, className, ...rest }: PracticeDialogProps) {
  const t = useT();
  if (!request) {
    return null;
  }
  const title = t(request.exercise === 'pronunciation' ? 'pronunciation.title' : 'listening.title');
  return (
    <DialogShell
      aria-label={title}
      onDismiss={onClose}
      className={className ? `parla-practice-dialog ${className}` : 'parla-practice-dialog'}
      data-exercise={request.exercise}
      {...rest}
    >
      <button type="button" className="parla-icon-button parla-practice-dialog__close" aria-label={t('practice.close')} onClick={onClose}>
        <Icon path={mdiClose} />
      </button>
      {/* In another language the exercise's messages may still be loading: wait here, not in the screen behind. */}
      <Suspense
        fallback={
          <p className="parla-load-state__message" role="status">
            <span className="parla-spinner" aria-hidden="true" /> {t('load.loading')}
          </p>
        }
      >
        {request.exercise === 'pronunciation' ? (
          <PronunciationPractice language={request.language} text={request.text} />
        ) : (
          <ListeningExercise language={request.language} text={request.text} />
        )}
      </Suspense>
    </DialogShell>
  );
}
