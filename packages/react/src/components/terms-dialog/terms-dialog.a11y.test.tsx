// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithSession } from '../../test-utils/render-with-session.js';
import { seriousViolations } from '../../test-utils/run-axe.js';
import { createTestSession, learnerWithoutTerms } from '../../test-utils/test-session.js';
import { TermsDialog } from './terms-dialog.js';

const sections = Array.from({ length: 12 }, (_, index) => ({ id: `s${index}`, title: `Section ${index + 1}`, body: `Body ${index + 1}` }));

describe('TermsDialog accessibility (axe-core)', () => {
  it('has no serious or critical violation when open, unticked', async () => {
    const { session } = await createTestSession({ user: learnerWithoutTerms() });
    const { container } = renderWithSession(<TermsDialog sections={sections} />, session);
    act(() => {
      session.terms.evaluateTermsDialog('Chat');
    });
    await screen.findByRole('dialog');

    expect(await seriousViolations(container)).toEqual([]);
  });

  it('has no serious or critical violation when ticked, and while the terms load', async () => {
    const { session } = await createTestSession({ user: learnerWithoutTerms() });
    const { container } = renderWithSession(<TermsDialog />, session);
    act(() => {
      session.terms.evaluateTermsDialog('Chat');
    });
    await screen.findByRole('dialog');
    await userEvent.click(container.querySelector('input[type="checkbox"]') as HTMLInputElement);

    expect(await seriousViolations(container)).toEqual([]);
  });
});
