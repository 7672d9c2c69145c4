/** Props of {@link WidgetNotice}. */
export interface WidgetNoticeProps {
  /** What happened, in the interface language. */
  text: string;
  /** The button's label: the way forward. */
  action: string;
  /** What the button does. */
  onAction: () => void;
  /** An error (announced at once, in the error colour) rather than a status. Default: false. */
  error?: boolean;
}

/**
 * What the widget shows in place of the chat when it cannot go on by itself (the session could not be started, or the
 * terms were not accepted): one line and one button, in the chat's own "unavailable" styles, never a lasting spinner.
 */
export function WidgetNotice({ text, action, onAction, error = false }: WidgetNoticeProps) {
  return (
    <section className="parla-chat-unavailable" data-state={error ? 'error' : 'idle'}>
      <p className={error ? 'parla-chat-unavailable__reason' : 'parla-chat-unavailable__title'} role={error ? 'alert' : 'status'}>
        {text}
      </p>
      <div className="parla-chat-unavailable__actions">
        <button type="button" className="parla-button" onClick={onAction}>
          {action}
        </button>
      </div>
    </section>
  );
}
