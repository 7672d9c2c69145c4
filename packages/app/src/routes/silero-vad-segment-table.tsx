import { useLocale } from '@parla/react';
import type { ReactNode } from 'react';
import { useAppT } from '../i18n/use-app-t.js';

/** One row of a {@link SileroVadSegmentTable}: a time span in ms, with the phrase spoken there when known. */
export interface SileroVadSegmentRow {
  startMs: number;
  endMs: number;
  phrase?: string;
}

/** Props of {@link SileroVadSegmentTable}. */
export interface SileroVadSegmentTableProps {
  caption: ReactNode;
  rows: readonly SileroVadSegmentRow[];
  /** Adds the phrase column. */
  withPhrase?: boolean;
  /** Names the table for tests and styling (`data-testid`). */
  testId: string;
}

/** The speech segments of a debug page as a table: number, start, end and duration in seconds. */
export function SileroVadSegmentTable({ caption, rows, withPhrase = false, testId }: SileroVadSegmentTableProps) {
  const t = useAppT();
  const { locale } = useLocale();
  const seconds = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (
    <table className="app-debug__table" data-testid={testId}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('debug.segment.number')}</th>
          {withPhrase ? <th scope="col">{t('debug.segment.phrase')}</th> : null}
          <th scope="col">{t('debug.segment.start')}</th>
          <th scope="col">{t('debug.segment.end')}</th>
          <th scope="col">{t('debug.segment.duration')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={`${row.startMs}-${row.endMs}`} data-start-ms={row.startMs} data-end-ms={row.endMs}>
            <th scope="row">{index + 1}</th>
            {withPhrase ? <td>{row.phrase}</td> : null}
            <td>{seconds.format(row.startMs / 1000)}</td>
            <td>{seconds.format(row.endMs / 1000)}</td>
            <td>{seconds.format((row.endMs - row.startMs) / 1000)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
