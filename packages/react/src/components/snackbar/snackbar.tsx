import type { HTMLAttributes } from 'react';
import { mdiClose } from '@mdi/js';
import { snackbarTone } from '@parla/sdk';
import type { Snackbar as SnackbarNotice } from '@parla/sdk';
import { useSnackbars } from '../../hooks/use-snackbars.js';
import { useT, useTranslateText } from '../../i18n/use-t.js';
import { Icon } from '../icon/icon.js';

/** The SDK's snackbar record (§3), under the same name as the component so `import type { Snackbar }` keeps working. */
export type Snackbar = SnackbarNotice;

/** Props of {@link Snackbar}; the rest are spread on the bottom-right region `<div>`. */
export type SnackbarProps = HTMLAttributes<HTMLDivElement>;

/**
 * Shows the session's current snackbar at the bottom right (§2, §4): coloured by type (unknown types in the primary
 * colour), translated by its `key` when the catalogue has one, with its actions and a labelled close button.
 * Errors are announced at once (`role="alert"`), everything else politely (`role="status"`). The SDK times it out.
 * @example
 * <ParlaRoot><App /><Snackbar /></ParlaRoot>
 */
export function Snackbar({ className, ...rest }: SnackbarProps) {
  const { current, dismiss } = useSnackbars();
  const t = useT();
  const translate = useTranslateText();
  const tone = current ? snackbarTone(current.type) : null;
  return (
    <div className={className ? `parla-snackbar-region ${className}` : 'parla-snackbar-region'} data-state={current ? 'open' : 'closed'} {...rest}>
      {current ? (
        <div key={current.id} className="parla-snackbar" role={tone === 'error' ? 'alert' : 'status'} data-tone={tone} data-type={current.type}>
          <p className="parla-snackbar__text">{translate(current)}</p>
          {current.actions?.map((action, index) => (
            <button
              key={index}
              type="button"
              className="parla-button parla-snackbar__action"
              onClick={() => {
                action.onSelect();
                dismiss(current.id);
              }}
            >
              {translate({ text: action.label, key: action.key })}
            </button>
          ))}
          <button type="button" className="parla-icon-button" aria-label={t('snackbar.close')} onClick={() => dismiss(current.id)}>
            <Icon path={mdiClose} />
          </button>
        </div>
      ) : null}
    </div>
  );
}
