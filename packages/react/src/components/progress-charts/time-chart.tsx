import { useId, useState } from 'react';
import type { ReactNode } from 'react';

/** How a series is drawn: columns from zero, or a line with a dot on every value (days without a value are skipped). */
export type SeriesShape = 'columns' | 'line';

/** One series of a {@link TimeChart}: its name, shape and one value per day (null: nothing that day). */
export interface ChartSeries {
  id: string;
  label: string;
  shape: SeriesShape;
  values: ReadonlyArray<number | null>;
}

/** Props of {@link TimeChart}. */
export interface TimeChartProps {
  /** The chart's title (a heading), also the table's caption. */
  title: string;
  /** One sentence under the title: what the chart shows and how to read it. */
  caption: string;
  /** The days, oldest first, as labels in the interface language. */
  days: readonly string[];
  series: readonly ChartSeries[];
  /** The top of the scale. Default: the largest value (at least 1). */
  max?: number;
  /** Formats a value for the scale and the table. */
  format: (value: number) => string;
  /** The table's first column header ("Date"). */
  dateHeader: string;
  /** Further columns of the table (beyond one per series), by day index. */
  extraColumns?: ReadonlyArray<{ header: string; cell: (day: number) => string }>;
  /** Texts of the table toggle. */
  showTable: string;
  hideTable: string;
  /** Shown instead of the plot when no day has a value. */
  emptyText: string;
}

const WIDTH = 600;
const HEIGHT = 160;

/** The path of one line series through the days with a value (a day without one is skipped), and a dot (a zero-length round-capped segment) on each. */
function linePath(values: ReadonlyArray<number | null>, x: (index: number) => number, y: (value: number) => number): { line: string; dots: string } {
  const points = values.flatMap((value, index) => (value === null ? [] : [`${x(index).toFixed(1)} ${y(value).toFixed(1)}`]));
  return { line: points.map((point, index) => `${index === 0 ? 'M' : 'L'}${point}`).join(' '), dots: points.map((point) => `M${point} l0 0`).join(' ') };
}

/**
 * A chart of values per day in SVG, themed by CSS custom properties: columns or lines (up to three series, told apart
 * by colour and by dash), a scale from 0 to `max`, the first and last day under it; the drawing is hidden from
 * assistive technology, which reads the data table behind it (visually hidden until "Show as table").
 */
export function TimeChart({ title, caption, days, series, max, format, dateHeader, extraColumns = [], showTable, hideTable, emptyText }: TimeChartProps): ReactNode {
  const titleId = useId();
  const tableId = useId();
  const [tableShown, setTableShown] = useState(false);
  const values = series.flatMap((entry) => entry.values.filter((value): value is number => value !== null));
  const top = max ?? Math.max(1, ...values);
  const hasData = values.some((value) => value > 0) || series.some((entry) => entry.shape === 'line' && entry.values.some((value) => value !== null));
  const step = days.length > 0 ? WIDTH / days.length : WIDTH;
  const x = (index: number) => step * index + step / 2;
  const y = (value: number) => HEIGHT - (Math.min(value, top) / top) * HEIGHT;
  const columnSeries = series.filter((entry) => entry.shape === 'columns');
  const columnWidth = (step * 0.7) / Math.max(1, columnSeries.length);
  const rows = days.map((_, index) => index).filter((index) => series.some((entry) => (entry.values[index] ?? 0) > 0 || (entry.shape === 'line' && entry.values[index] != null)));

  return (
    <figure className="parla-chart" aria-labelledby={titleId}>
      <figcaption>
        <h4 id={titleId} className="parla-chart__title">
          {title}
        </h4>
        <p className="parla-chart__caption">{caption}</p>
      </figcaption>
      {hasData ? (
        <>
          {series.length > 1 ? (
            <ul className="parla-chart__legend" aria-hidden="true">
              {series.map((entry, index) => (
                <li key={entry.id} className="parla-chart__key" data-series={index}>
                  <svg viewBox="0 0 24 8" width="24" height="8" focusable="false">
                    {entry.shape === 'columns' ? <rect className="parla-chart__columns" x="4" y="0" width="16" height="8" /> : <line className="parla-chart__line" x1="0" y1="4" x2="24" y2="4" />}
                  </svg>
                  {entry.label}
                </li>
              ))}
            </ul>
          ) : null}
          <div className="parla-chart__plot" aria-hidden="true">
            <div className="parla-chart__scale">
              <span>{format(top)}</span>
              <span>{format(0)}</span>
            </div>
            <svg className="parla-chart__svg" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" focusable="false">
              <line className="parla-chart__grid" x1="0" y1="0.5" x2={WIDTH} y2="0.5" />
              <line className="parla-chart__grid" x1="0" y1={HEIGHT / 2} x2={WIDTH} y2={HEIGHT / 2} />
              <line className="parla-chart__axis" x1="0" y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} />
              {series.map((entry, seriesIndex) => {
                if (entry.shape === 'columns') {
                  const offset = columnSeries.indexOf(entry);
                  return (
                    <g key={entry.id} data-series={seriesIndex}>
                      {entry.values.map((value, index) =>
                        value ? (
                          <rect
                            key={index}
                            className="parla-chart__columns"
                            x={(x(index) - (columnWidth * columnSeries.length) / 2 + offset * columnWidth).toFixed(1)}
                            y={y(value).toFixed(1)}
                            width={columnWidth.toFixed(1)}
                            height={(HEIGHT - y(value)).toFixed(1)}
                          />
                        ) : null,
                      )}
                    </g>
                  );
                }
                const path = linePath(entry.values, x, y);
                return (
                  <g key={entry.id} data-series={seriesIndex}>
                    <path className="parla-chart__line" d={path.line} vectorEffect="non-scaling-stroke" />
                    <path className="parla-chart__dots" d={path.dots} vectorEffect="non-scaling-stroke" />
                  </g>
                );
              })}
            </svg>
          </div>
          <div className="parla-chart__days" aria-hidden="true">
            <span>{days[0]}</span>
            <span>{days.at(-1)}</span>
          </div>
          <button type="button" className="parla-button parla-chart__toggle" data-variant="text" aria-expanded={tableShown} aria-controls={tableId} onClick={() => setTableShown((shown) => !shown)}>
            {tableShown ? hideTable : showTable}
          </button>
        </>
      ) : (
        <p className="parla-chart__empty">{emptyText}</p>
      )}
      {rows.length > 0 ? (
        <div id={tableId} className={tableShown ? 'parla-chart__table' : 'parla-chart__table parla-visually-hidden'} role="region" aria-labelledby={titleId} tabIndex={tableShown ? 0 : -1}>
          <table>
            <caption className="parla-visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{dateHeader}</th>
                {series.map((entry) => (
                  <th key={entry.id} scope="col">
                    {entry.label}
                  </th>
                ))}
                {extraColumns.map((column) => (
                  <th key={column.header} scope="col">
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((index) => (
                <tr key={index}>
                  <th scope="row">{days[index]}</th>
                  {series.map((entry) => (
                    <td key={entry.id}>{entry.values[index] == null ? '–' : format(entry.values[index] ?? 0)}</td>
                  ))}
                  {extraColumns.map((column) => (
                    <td key={column.header}>{column.cell(index)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </figure>
  );
}
