// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser } from '@parla/test-utils';
import { renderWithSession } from '../../test-utils/render-with-session.js';
import { seriousViolations } from '../../test-utils/run-axe.js';
import { createTestSession } from '../../test-utils/test-session.js';
import { SettingsPanel } from './settings-panel.js';

describe('SettingsPanel accessibility (axe-core)', () => {
  it('has no serious or critical violation', async () => {
    const { session } = await createTestSession({ user: aUser() });
    const { container } = renderWithSession(<SettingsPanel />, session);
    await screen.findByRole('button', { name: 'Save settings' });

    expect(await seriousViolations(container)).toEqual([]);
  });
});
