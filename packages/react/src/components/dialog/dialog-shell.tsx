import { useId, useRef } from 'react';
import type { HTMLAttributes, ReactNode } from 'react';
import { useFocusTrap } from '../../hooks/use-focus-trap.js';
import { DialogStyles } from './dialog-styles-element.js';

/** Props of {@link DialogShell}; the rest are spread on the dialog element (after its own, so `data-state` may be set). */
export interface DialogShellProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** `alertdialog` for a confirmation that interrupts, `dialog` otherwise. Default: `dialog`. */
  role?: HTMLAttributes<HTMLDivElement>['role'];
  /** The visible title, an `<h2>` that labels the dialog. Without it, name the dialog with `aria-label`. */
  title?: ReactNode;
  /** What shows beside the title (a chip, a date): the two then sit in a `<header>`. Default: none. */
  titleAside?: ReactNode;
  /** The text under the title, a `<p>` that describes the dialog. Default: none. */
  description?: ReactNode;
  /** The class of the description. Default: `parla-dialog__lead`. */
  descriptionClassName?: string;
  /** Called on Escape and on a click on the backdrop; without it (while something is under way) neither closes. */
  onDismiss?: (() => void) | undefined;
  /** `data-testid` of the backdrop. Default: none. */
  backdropTestId?: string;
  children?: ReactNode;
}

/**
 * The shell of every modal dialog, rendered while it is open: a backdrop, and the panel (`aria-modal`, labelled by its
 * title, described by its text). Focus moves in and stays until it closes, then goes back where it was ({@link useFocusTrap}).
 * @example
 * {open ? <DialogShell role="alertdialog" title="Delete?" description="This cannot be undone." onDismiss={close}>…</DialogShell> : null}
 */
export function DialogShell({
  role = 'dialog',
  title,
  titleAside,
  description,
  descriptionClassName = 'parla-dialog__lead',
  onDismiss,
  backdropTestId,
  className,
  children,
  ...rest
}: DialogShellProps) {
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  useFocusTrap(dialogRef, true, onDismiss);
  const heading =
    title === undefined ? null : (
      <h2 id={titleId} className="parla-dialog__title">
        {title}
      </h2>
    );
  return (
    <>
      <DialogStyles />
      <div className="parla-dialog-backdrop" data-state="open" data-testid={backdropTestId} aria-hidden="true" onClick={onDismiss} />
      <div
        ref={dialogRef}
        role={role}
        aria-modal="true"
        aria-labelledby={title === undefined ? undefined : titleId}
        aria-describedby={description === undefined ? undefined : descriptionId}
        tabIndex={-1}
        className={className ? `parla-dialog ${className}` : 'parla-dialog'}
        data-state="open"
        {...rest}
      >
        {titleAside === undefined ? (
          heading
        ) : (
          <header className="parla-dialog__header">
            {heading}
            {titleAside}
          </header>
        )}
        {description === undefined ? null : (
          <p id={descriptionId} className={descriptionClassName}>
            {description}
          </p>
        )}
        {children}
      </div>
    </>
  );
}
