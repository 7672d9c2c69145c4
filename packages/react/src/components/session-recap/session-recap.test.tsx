// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, apiError, json } from '@parla/test-utils';
import { ParlaRoot } from '../parla-root/parla-root.js';
import { ParlaProvider } from '../../provider/parla-provider.js';
import { renderWithSession } from '../../test-utils/render-with-session.js';
import { seriousViolations } from '../../test-utils/run-axe.js';
import { createTestSession } from '../../test-utils/test-session.js';
import { LearnerLevel } from './learner-level.js';
import { RecapCard } from './recap-card.js';
import { chosenModel, estimatedModel, ruleRecap } from './recap-fixtures.js';
import { RecapToggle } from './recap-toggle.js';
import { SessionRecapPanel } from './session-recap.js';

describe('RecapCard', () => {
  it('shows the figures, the learner’s own examples (told as “right” instead of “wrong”), one focus and the goals; axe-clean', { timeout: 20_000 }, async () => {
    const { session } = await createTestSession({ user: aUser() });
    const { container } = renderWithSession(<RecapCard recap={ruleRecap} />, session);
    await screen.findByRole('heading', { name: 'Your session' });
    expect(screen.getByText('Words written', { selector: 'dt' }).nextElementSibling?.textContent).toBe('94');
    expect(screen.getByText('“tengo” instead of “tiengo”')).toBeTruthy();
    expect(screen.getByText('Verb endings: 3')).toBeTruthy();
    expect(screen.getByText('Your longest message had 17 words: “Me gusta mucho leer libros por la noche porque me ayuda a dormir mejor.”')).toBeTruthy();
    expect(screen.getByText('Focus on verb endings, for example “comimos” instead of “comemos”.')).toBeTruthy();
    expect(screen.getByText('Vocabulary: 1 word saved')).toBeTruthy();
    expect(screen.getByText('Travel: 2 exercises on this theme')).toBeTruthy();
    expect(await seriousViolations(container)).toEqual([]);
  });
});

describe('SessionRecapPanel', () => {
  it('says when the recap comes while the session is still going (409), then shows it once made', { timeout: 20_000 }, async () => {
    const { session, api } = await createTestSession({ user: aUser() });
    let ready = false;
    api.on('GET', '/api/v1/conversations/c1/recap/', () => (ready ? json(ruleRecap) : apiError(409, 'This session is still going.', {}, 'conflict')));
    const { container, rerender } = renderWithSession(<SessionRecapPanel conversationId="c1" reloadKey="active" />, session);
    expect(await screen.findByText('Your recap appears when you end the conversation, or after 30 minutes without a message.')).toBeTruthy();
    expect(await seriousViolations(container)).toEqual([]);
    ready = true;
    rerender(
      <ParlaProvider session={session}>
        <ParlaRoot includeStyles={false}>
          <SessionRecapPanel conversationId="c1" reloadKey="ended" />
        </ParlaRoot>
      </ParlaProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Your session' })).toBeTruthy();
  });
});

describe('LearnerLevel', () => {
  it('says the estimated level and the recurring kinds, and saves the level the learner chooses; axe-clean', { timeout: 20_000 }, async () => {
    const { session, api } = await createTestSession({ user: aUser() });
    api.on('GET', '/api/v1/progress/learner-model/', () => json(estimatedModel));
    const sent: unknown[] = [];
    api.on('PUT', '/api/v1/progress/learner-model/level/', (request) => {
      sent.push(request.body);
      return json(chosenModel);
    });
    const { container } = renderWithSession(<LearnerLevel language="es" />, session);
    expect(await screen.findByText('You write at about B1.')).toBeTruthy();
    expect(screen.getByText('Most corrections this week: Verb endings and Accents.')).toBeTruthy();
    expect(await seriousViolations(container)).toEqual([]);
    fireEvent.change(screen.getByLabelText('My level'), { target: { value: 'B2' } });
    await waitFor(() => expect(sent).toEqual([{ language: 'es', level: 'B2' }]));
    expect(await screen.findByText('Your level: B2, as you chose. The estimate from your writing is B1.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Level saved.');
  });

  it('names the learner’s goals, which choose what the tutor offers', { timeout: 20_000 }, async () => {
    const user = aUser();
    const { session, api } = await createTestSession({ user: { ...user, preferences: { ...user.preferences, learning_goals: ['travel', 'grammar'] } } });
    api.on('GET', '/api/v1/progress/learner-model/', () => json(estimatedModel));
    renderWithSession(<LearnerLevel language="es" />, session);
    expect(await screen.findByText('Your goals: Travel and Grammar. The tutor chooses scenes, sentences and words for them.')).toBeTruthy();
  });
});

describe('RecapToggle', () => {
  it('is a disclosure button named with the conversation that shows its recap when opened', { timeout: 20_000 }, async () => {
    const { session, api } = await createTestSession({ user: aUser() });
    api.on('GET', '/api/v1/conversations/c1/recap/', () => json(ruleRecap));
    renderWithSession(<RecapToggle conversationId="c1" title="Spanish practice" />, session);
    const button = await screen.findByRole('button', { name: 'Session recap: Spanish practice' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(api.calls('GET', '/api/v1/conversations/c1/recap/')).toHaveLength(0);
    fireEvent.click(button);
    expect(await screen.findByRole('heading', { name: 'Your session' })).toBeTruthy();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.textContent).toBe('Hide the recap');
  });
});
