import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aUser, json } from '@parla/test-utils';
import { renderWithSession } from '../../test-utils/render-with-session.js';
import { createTestSession } from '../../test-utils/test-session.js';
import { FeedbackForm } from './feedback-form.js';

const FEEDBACK = '/api/v1/support/feedback/';

async function setUp() {
  const test = await createTestSession({ user: aUser() });
  test.api.on('POST', FEEDBACK, () => json({ id: 'feedback-1', created_at: '2025-01-15T10:00:00.000Z', message: 'Thanks.' }, 201));
  renderWithSession(<FeedbackForm category="chat" />, test.session);
  return test;
}

describe('FeedbackForm', () => {
  it('offers 5 stars as a radio group named by the rating', async () => {
    await setUp();
    const group = screen.getByRole('group', { name: 'Your rating' });

    expect(group.querySelectorAll('input[type="radio"]')).toHaveLength(5);
    expect(screen.getByRole('radio', { name: '3 of 5 stars' })).toBeTruthy();
  });

  it('is operable by keyboard: Tab reaches the stars and the arrow keys change the rating', async () => {
    await setUp();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '1 of 5 stars' }));
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{ArrowRight}');

    expect(screen.getByRole<HTMLInputElement>('radio', { name: '3 of 5 stars' }).checked).toBe(true);
    expect(screen.getByRole('group', { name: 'Your rating' }).getAttribute('data-state')).toBe('rated');
  });

  it('sends the rating and comment, then thanks the learner', async () => {
    const { api } = await setUp();
    await userEvent.click(screen.getByRole('radio', { name: '4 of 5 stars' }));
    await userEvent.type(screen.getByLabelText('Comments (optional)'), 'Lovely tutor.');
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));

    expect((await screen.findByRole('status')).textContent).toBe('Thank you for your feedback!');
    expect(api.calls('POST', FEEDBACK)[0]?.body).toEqual({ rating: 4, comment: 'Lovely tutor.', category: 'chat' });
  });

  it('requires a rating and focuses the stars', async () => {
    const { api } = await setUp();
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));

    expect(screen.getByText('This field is required')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '1 of 5 stars' }));
    expect(api.calls('POST', FEEDBACK)).toHaveLength(0);
  });
});
