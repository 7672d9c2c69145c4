// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aUser } from '@parla/test-utils';
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
});
