import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aDueCard, aUser, dueAt, fakeApi, json } from '@parla/test-utils';
import { ScreenMessagesProvider } from '../../i18n/screen-messages-provider.js';
import { fakeVoiceModule } from '../../test-utils/fake-voice-module.js';
import { renderWithVoice } from '../../test-utils/render-with-voice.js';
import { createTestSession } from '../../test-utils/test-session.js';
import { ReviewSession } from './review-session.js';

/** The cards are due now: the screen measures each grade's next due time from the clock. */
async function setUp(cards = [aDueCard('c1', dueAt(Date.now())), aDueCard('c2', { ...dueAt(Date.now()), kind: 'fix_it', prompt: 'Tengo un pero.', answer: 'Tengo un perro.', hint: 'Spelling: perro.' })]) {
  const api = fakeApi();
  let due = cards.length;
  api.on('GET', '/api/v1/review/due/', () => json({ results: cards, count: cards.length }));
  api.on('POST', '/api/v1/review/cards/{id}/check/', () => json({ verdict: 'right', correct: true, expected: 'Tengo un perro.', accent_slips: [] }));
  api.on('POST', '/api/v1/review/cards/{id}/grade/', (_request, [id]) => {
    due -= 1;
    return json({ card: aDueCard(id!), next_due: '2026-11-28T10:00:00Z' });
  });
  api.on('GET', '/api/v1/review/stats/', () => json({ due_count: due, reviewed_today: 0, retained_today: 0, total_cards: 2 }));
  const test = await createTestSession({ api, user: aUser() });
  const voice = fakeVoiceModule();
  renderWithVoice(
    <ScreenMessagesProvider>
      <ReviewSession />
    </ScreenMessagesProvider>,
    test.session,
    voice,
  );
  return { ...test, voice };
}

describe('ReviewSession', () => {
  it('reviews a recognise card and a fix-it card with the keyboard, shows the next due time on each grade, and ends with the count', async () => {
    const { api, session, voice } = await setUp();

    expect(await screen.findByText('What does this mean?')).toBeTruthy();
    expect(screen.getByText('Card 1 of 2')).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('What does this mean?');
    await userEvent.click(screen.getByRole('button', { name: 'Hear' }));
    expect(voice.spoken.at(-1)).toMatchObject({ text: 'perro', options: { languageCode: 'es' } });

    await userEvent.click(screen.getByRole('button', { name: 'Show answer' }));
    expect(screen.getByText('Answer: dog')).toBeTruthy();
    const good = screen.getByRole('button', { name: /^Good/ });
    expect(good.textContent).toBe('Goodnext in 1 day');
    await userEvent.click(screen.getByRole('button', { name: /^Again/ }));

    expect(await screen.findByText('Fix this sentence.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Your answer'), 'tengo un perro{Enter}');
    expect(await screen.findByText('Right!')).toBeTruthy();
    expect(api.calls('POST', '/api/v1/review/cards/c2/check/')[0]!.body).toEqual({ answer: 'tengo un perro' });
    expect(screen.getByText('Why: Spelling: perro.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /^Good/ }));

    const done = await screen.findByText('Done! You reviewed 2 cards and remembered 1.');
    await waitFor(() => expect(document.activeElement).toBe(done));
    await waitFor(() => expect(session.dueCount.$dueCount.get()).toBe(0));
  });

  it('says when nothing is due', async () => {
    await setUp([]);
    expect(await screen.findByText('Nothing to review right now. Come back later, or save new words from the chat.')).toBeTruthy();
  });
});
