// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../../test-utils/run-axe.js';
import { ConfirmDialog } from './confirm-dialog.js';
import '../../test-utils/render-with-session.js';

describe('ConfirmDialog accessibility (axe-core)', () => {
  it('has no serious or critical violation while open', async () => {
    const { container } = render(
      <ConfirmDialog open title="Delete this conversation?" body="It will be deleted." confirmLabel="Delete" onConfirm={() => undefined} onCancel={() => undefined} />,
    );

    expect(await seriousViolations(container)).toEqual([]);
  });
});
