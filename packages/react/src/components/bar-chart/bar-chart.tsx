import type { HTMLAttributes } from 'react';
import { useIntl } from '../../i18n/use-t.js';

/** One bar: its label and value. */
export interface BarChartItem {
  id: string;
  label: string;
  value: number;
}

/** Props of {@link BarChart}; the rest are spread on the `<ul>`. */
export interface BarChartProps extends HTMLAttributes<HTMLUListElement> {
  /** The bars, in the order shown. */
  items: readonly BarChartItem[];
  /** The value of a full bar. Default: the largest value. */
  max?: number | undefined;
  /** Shown instead of the bars when there are none. Default: 'Nothing here yet.' in the interface language. */
  emptyText?: string | undefined;
}

/**
 * Horizontal bars in plain CSS: each row reads "label value" to assistive technology, the bar itself is decoration.
 * Values are formatted in the interface language; without items a short line says there is nothing yet.
 * @example
 * <BarChart aria-label="Messages by language" items={[{ id: 'es', label: 'Spanish', value: 12 }]} />
 */
export function BarChart({ items, max, emptyText, className, ...rest }: BarChartProps) {
  const intl = useIntl();
  const top = max ?? Math.max(0, ...items.map((item) => item.value));
  if (items.length === 0) {
    return <p className="parla-bars__empty">{emptyText ?? intl.formatMessage({ id: 'load.empty' })}</p>;
  }
  return (
    <ul className={className ? `parla-bars ${className}` : 'parla-bars'} {...rest}>
      {items.map((item) => {
        const share = top > 0 ? Math.min(1, item.value / top) : 0;
        return (
          <li key={item.id} className="parla-bars__row" data-id={item.id}>
            <span className="parla-bars__label">{item.label}</span>
            <span className="parla-bars__track" aria-hidden="true">
              <span className="parla-bars__bar" style={{ width: `${(share * 100).toFixed(1)}%` }} />
            </span>
            <span className="parla-bars__value">{intl.formatNumber(item.value)}</span>
          </li>
        );
      })}
    </ul>
  );
}
