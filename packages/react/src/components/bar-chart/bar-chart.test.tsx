import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ParlaIntlProvider } from '../../i18n/parla-intl-provider.js';
import { ScreenMessagesProvider } from '../../i18n/screen-messages-provider.js';
import { BarChart } from './bar-chart.js';

function renderChart(items: Parameters<typeof BarChart>[0]['items'], emptyText?: string) {
  render(
    <ParlaIntlProvider>
      <ScreenMessagesProvider>
        <BarChart aria-label="Messages by day" items={items} emptyText={emptyText} />
      </ScreenMessagesProvider>
    </ParlaIntlProvider>,
  );
}

describe('BarChart', () => {
  afterEach(cleanup);

  it('draws one row per item, the largest full width, each reading label and value', () => {
    renderChart([
      { id: 'es', label: 'Spanish', value: 1200 },
      { id: 'fr', label: 'French', value: 300 },
    ]);

    const rows = screen.getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['Spanish1,200', 'French300']);
    expect(rows.map((row) => (row.querySelector('.parla-bars__bar') as HTMLElement).style.width)).toEqual(['100.0%', '25.0%']);
  });

  it('says there is nothing yet instead of an empty list, by default and in its own words', () => {
    renderChart([]);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByText('Nothing here yet.')).toBeTruthy();
  });

  it('shows the given text when there are no bars', () => {
    renderChart([], 'No messages in the last 30 days.');
    expect(screen.getByText('No messages in the last 30 days.')).toBeTruthy();
  });
});
