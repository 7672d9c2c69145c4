// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aUser } from '@parla/test-utils';
import { renderWithSession } from '../../test-utils/render-with-session.js';
import { seriousViolations } from '../../test-utils/run-axe.js';
import { createTestSession } from '../../test-utils/test-session.js';
import { ProfilePanel } from './profile-panel.js';

describe('ProfilePanel accessibility (axe-core)', () => {
  it('has no serious or critical violation when empty and when showing validation errors', async () => {
    const { session } = await createTestSession({ user: aUser() });
    const { container } = renderWithSession(<ProfilePanel />, session);
    await screen.findByRole('button', { name: 'Save changes' });

    expect(await seriousViolations(container)).toEqual([]);
    await userEvent.clear(screen.getByLabelText('First name'));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await seriousViolations(container)).toEqual([]);
  });

  it('has no serious or critical violation with the delete confirmation open', async () => {
    const { session } = await createTestSession({ user: aUser() });
    const { container } = renderWithSession(<ProfilePanel />, session);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));

    expect(await seriousViolations(container)).toEqual([]);
  });
});
