// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSession } from '../../test-utils/render-with-session.js';
import { seriousViolations } from '../../test-utils/run-axe.js';
import { createTestSession } from '../../test-utils/test-session.js';
import { Snackbar } from './snackbar.js';

describe('Snackbar accessibility (axe-core)', () => {
  it.each(['success', 'error', 'warning', 'info', 'celebration'])('has no serious or critical violation for a %s snackbar with an action', async (type) => {
    const { session } = await createTestSession();
    const { container } = renderWithSession(<Snackbar />, session);
    act(() => {
      session.snackbar.notify({ type, text: 'Something happened', actions: [{ label: 'Undo', onSelect: () => undefined }] });
    });

    expect(await seriousViolations(container)).toEqual([]);
  });
});
