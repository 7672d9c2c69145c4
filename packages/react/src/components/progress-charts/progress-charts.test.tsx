import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aUser, apiError, json } from '@parla/test-utils';
import { renderWithSession } from '../../test-utils/render-with-session.js';
import { createTestSession } from '../../test-utils/test-session.js';
import { HISTORY_PATH, emptyHistory, storyHistory } from './chart-fixtures.js';
import { ProgressCharts } from './progress-charts.js';

async function setUp(answer: () => Response = () => json(storyHistory), languages: Array<'es' | 'fr'> = ['es']) {
  const test = await createTestSession({ user: aUser() });
  test.api.on('GET', HISTORY_PATH, answer);
  const view = renderWithSession(<ProgressCharts languages={languages} />, test.session);
  return { ...test, ...view };
}

describe('ProgressCharts', () => {
  it('loads four weeks of the first language and draws four charts, each with its caption and a data table', async () => {
    const { api } = await setUp();
    const minutes = await screen.findByRole('figure', { name: 'Minutes practised per day' });
    expect(api.calls('GET', HISTORY_PATH)[0]?.url.search).toBe('?language=es&weeks=4');
    expect(screen.getAllByRole('figure')).toHaveLength(4);
    expect(within(minutes).getByText('450 minutes on 24 days.')).toBeTruthy();
    // One row per day with minutes (4 quiet days of 28), and the header row.
    expect(within(within(minutes).getByRole('table')).getAllByRole('row')).toHaveLength(25);
    expect(minutes.querySelectorAll('rect.parla-chart__columns')).toHaveLength(24);
    const corrections = screen.getByRole('figure', { name: 'Corrections per 100 words' });
    expect(within(corrections).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Date', 'Verb endings', 'Agreement', 'Spelling', 'Words checked']);
    const words = screen.getByRole('figure', { name: 'Words saved and retained' });
    expect(within(words).getByText(/24 saved, 20 retained/)).toBeTruthy();
  });

  it('shows the table on "Show as table" and asks for the period chosen', async () => {
    const user = userEvent.setup();
    const { api } = await setUp(() => json(storyHistory), ['es', 'fr']);
    const pronunciation = await screen.findByRole('figure', { name: 'Pronunciation score' });
    const region = within(pronunciation).getByRole('region', { hidden: true });
    expect(region.classList.contains('parla-visually-hidden')).toBe(true);
    await user.click(within(pronunciation).getByRole('button', { name: 'Show as table' }));
    expect(region.classList.contains('parla-visually-hidden')).toBe(false);
    expect(within(pronunciation).getByRole('button', { name: 'Hide table' }).getAttribute('aria-expanded')).toBe('true');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'fr');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), '12');
    await screen.findByRole('figure', { name: 'Pronunciation score' });
    expect(api.calls('GET', HISTORY_PATH).at(-1)?.url.search).toBe('?language=fr&weeks=12');
  });

  it('says so when nothing was practised', async () => {
    await setUp(() => json(emptyHistory));
    expect(await screen.findByText(/No practice in these weeks yet/)).toBeTruthy();
    expect(screen.queryByRole('figure')).toBeNull();
  });

  it('offers Try again when loading fails', async () => {
    await setUp(() => apiError(500, 'Server error.', {}, 'server_error'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The charts could not be loaded.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
