import { Suspense, useRef } from 'react';
import type { HTMLAttributes } from 'react';
import { mdiClose } from '@mdi/js';
import { useFocusTrap } from '../../hooks/use-focus-trap.js';
import { useT } from '../../i18n/use-t.js';
import type { PracticeRequest } from '../conversation-menu/practice-request.js';
import { Icon } from '../icon/icon.js';
import { ListeningExercise } from '../listening-exercise/listening-exercise.js';
import { PronunciationPractice } from '../pronunciation-practice/pronunciation-practice.js';
import { DialogStyles } from '../dialog/dialog-styles-element.js';

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
  const dialogRef = useRef<HTMLDivElement>(null);
  useFocusTrap(dialogRef, request !== null, onClose);
  if (!request) {
    return null;
  }
  const title = t(request.exercise === 'pronunciation' ? 'pronunciation.title' : 'listening.title');
  return (
    <>
      <DialogStyles />
      <div className="parla-dialog-backdrop" data-state="open" aria-hidden="true" onClick={onClose} />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-label={title}
        tabIndex={-1}
        className={className ? `parla-dialog parla-practice-dialog ${className}` : 'parla-dialog parla-practice-dialog'}
        data-state="open"
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
      </div>
    </>
  );
}
