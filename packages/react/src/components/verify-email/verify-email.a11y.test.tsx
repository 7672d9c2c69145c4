// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser } from '@parla/test-utils';
import { renderWithSession } from '../../test-utils/render-with-session.js';
import { seriousViolations } from '../../test-utils/run-axe.js';
import { createTestSession } from '../../test-utils/test-session.js';
import { VerifyEmail } from './verify-email.js';

describe('VerifyEmail accessibility (axe-core)', () => {
  it('has no serious or critical violation', async () => {
    const { session } = await createTestSession({ user: aUser() });
    const { container } = renderWithSession(<VerifyEmail token="t" />, session);
    await screen.findByRole('status');

    expect(await seriousViolations(container)).toEqual([]);
  });
});
