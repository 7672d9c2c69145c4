// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aUser, json } from '@parla/test-utils';
import { renderWithSession } from '../../test-utils/render-with-session.js';
import { seriousViolations } from '../../test-utils/run-axe.js';
import { createTestSession } from '../../test-utils/test-session.js';
import { RegisterForm } from './register-form.js';

describe('RegisterForm accessibility (axe-core)', () => {
  it('has no serious or critical violation when empty and when showing validation errors', async () => {
    const { session } = await createTestSession({ user: aUser() });
    const { container } = renderWithSession(<RegisterForm termsLink={(text) => <a href="/terms">{text}</a>} />, session);
    await screen.findByRole('button', { name: 'Create account' });

    expect(await seriousViolations(container)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await seriousViolations(container)).toEqual([]);
  });

  it('has none with the privacy section shown under the consent', async () => {
    const { session, api } = await createTestSession({ user: aUser() });
    api.on('GET', '/api/v1/terms/', () =>
      json({ version: '1.0', last_updated: '2025-01-15', sections: [{ id: 'privacy', title: '5. Privacy and your data', body: 'We keep what we need.' }] }),
    );
    const { container } = renderWithSession(<RegisterForm />, session);
    await userEvent.click(await screen.findByRole('button', { name: 'Privacy Policy' }));
    await screen.findByText('5. Privacy and your data');

    expect(await seriousViolations(container)).toEqual([]);
  });
});
