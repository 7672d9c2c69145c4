import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ParlaIntlProvider } from './parla-intl-provider.js';
import { useT, useTranslateText } from './use-t.js';
import '../test-utils/render-with-session.js';

function Labels() {
  const t = useT();
  const translate = useTranslateText();
  return (
    <>
      <p>{t('terms.accept')}</p>
      <p>{translate({ text: 'Message cannot be empty' })}</p>
      <p>{translate({ text: 'Something the server said' })}</p>
    </>
  );
}

describe('useT', () => {
  it('speaks English without a provider', () => {
    render(<Labels />);

    expect(screen.getByText('Accept')).toBeTruthy();
  });

  it('loads the catalogue of the locale on demand and re-renders in it', async () => {
    render(
      <ParlaIntlProvider locale="ja">
        <Labels />
      </ParlaIntlProvider>,
    );

    expect(await screen.findByText('同意する')).toBeTruthy();
  });

  it('translates a known English text of the SDK that arrives without a key, and leaves other texts alone', async () => {
    render(
      <ParlaIntlProvider locale="fr">
        <Labels />
      </ParlaIntlProvider>,
    );

    expect(await screen.findByText('Le message ne peut pas être vide')).toBeTruthy();
    expect(screen.getByText('Something the server said')).toBeTruthy();
  });
});
