// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser } from '@parla/test-utils';
import { renderWithSession } from '../../test-utils/render-with-session.js';
import { seriousViolations } from '../../test-utils/run-axe.js';
import { createTestSession } from '../../test-utils/test-session.js';
import { NewConversationForm } from './new-conversation-form.js';

describe('NewConversationForm accessibility (axe-core)', () => {
  it('has no serious or critical violation', async () => {
    const { session } = await createTestSession({ user: aUser() });
    const { container } = renderWithSession(<NewConversationForm />, session);
    await screen.findByRole('button', { name: 'Start conversation' });

    expect(await seriousViolations(container)).toEqual([]);
  });
});
