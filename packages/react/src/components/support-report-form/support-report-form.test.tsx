import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aUser, json } from '@parla/test-utils';
import { renderWithSession } from '../../test-utils/render-with-session.js';
import { createTestSession } from '../../test-utils/test-session.js';
import { SupportReportForm } from './support-report-form.js';

const REPORT = '/api/v1/support/report/';

describe('SupportReportForm', () => {
  it('sends subject, category and description, then thanks the learner', async () => {
    const { session, api } = await createTestSession({ user: aUser() });
    api.on('POST', REPORT, () => json({ id: 'report-1', created_at: '2025-01-15T10:00:00.000Z', message: 'Thanks.' }, 201));
    renderWithSession(<SupportReportForm pageUrl="https://parla.example/chat" />, session);

    await userEvent.type(screen.getByLabelText('Subject'), 'The microphone does not start');
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'bug');
    await userEvent.type(screen.getByLabelText('What happened?'), 'I press the button and nothing happens.');
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));

    expect((await screen.findByRole('status')).textContent).toContain('Your report has been sent');
    expect(api.calls('POST', REPORT)[0]?.body).toEqual({
      subject: 'The microphone does not start',
      category: 'bug',
      description: 'I press the button and nothing happens.',
      page_url: 'https://parla.example/chat',
    });
  });

  it('requires subject and description, linking the errors and focusing the subject', async () => {
    const { session, api } = await createTestSession({ user: aUser() });
    renderWithSession(<SupportReportForm />, session);

    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));

    const description = screen.getByLabelText('What happened?');
    await waitFor(() => expect(description.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(description.getAttribute('aria-describedby') ?? '')?.textContent).toBe('This field is required');
    expect(document.activeElement).toBe(screen.getByLabelText('Subject'));
    expect(api.calls('POST', REPORT)).toHaveLength(0);
  });
});
