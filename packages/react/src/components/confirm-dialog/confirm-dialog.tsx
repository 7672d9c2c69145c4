import type { HTMLAttributes } from 'react';
import { useChatPartT } from '../../i18n/use-chat-part-intl.js';
import { confirmDialogStyles } from './confirm-dialog-styles.js';
import { DialogShell } from '../dialog/dialog-shell.js';
import { AdoptedStyle } from '../../styles/adopted-style.js';

/** Props of {@link ConfirmDialog}; the rest are spread on the dialog element. */
export interface ConfirmDialogProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** Whether the dialog shows. */
  open: boolean;
  /** The question, e.g. 'Clear this conversation?'. */
  title: string;
  /** What confirming does. */
  body: string;
  /** The text of the confirming button, e.g. 'Delete'. */
  confirmLabel: string;
  /** Whether confirming destroys something for good (delete, clear): the button then shows as dangerous. Default: false. */
  destructive?: boolean | undefined;
  /** Called when the learner confirms. */
  onConfirm: () => void;
  /** Called on Cancel, Escape or a click on the backdrop. */
  onCancel: () => void;
}

/**
 * A modal confirmation (`role="alertdialog"`) over a backdrop: focus moves to Cancel and stays inside until it closes;
 * Escape and the backdrop cancel; focus then goes back where it was. Its rules come with it (an adopted stylesheet, `<AdoptedStyle>`).
 * @example
 * <ConfirmDialog open={asking} title="Delete this conversation?" body="…" confirmLabel="Delete" destructive onConfirm={remove} onCancel={close} />
 */
export function ConfirmDialog({ open, title, body, confirmLabel, destructive = false, onConfirm, onCancel, className, ...rest }: ConfirmDialogProps) {
  const t = useChatPartT();
  if (!open) {
    return null;
  }
  return (
    <>
      <AdoptedStyle name="parla-confirm-dialog" css={confirmDialogStyles} />
      <DialogShell
        role="alertdialog"
        title={title}
        description={body}
        descriptionClassName="parla-confirm-dialog__body"
        onDismiss={onCancel}
        className={className ? `parla-confirm-dialog ${className}` : 'parla-confirm-dialog'}
        {...rest}
      >
        <div className="parla-dialog__actions">
          <button type="button" className="parla-button" data-variant="text" onClick={onCancel}>
            {t('chat.cancel')}
          </button>
          <button type="button" className="parla-button" data-variant={destructive ? 'danger' : undefined} onClick={onConfirm}>
            {confirmLabel}
          </button>
        </div>
      </DialogShell>
    </>
  );
}
