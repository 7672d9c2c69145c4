import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aVoiceCapabilities, apiError, fakeApi, json } from '@parla/test-utils';
import type { FakeApi } from '@parla/test-utils';
import { renderWithSession } from '../../test-utils/render-with-session.js';
import { createTestSession } from '../../test-utils/test-session.js';
import { ServerEngines } from './server-engines.js';

const CAPABILITIES = '/api/v1/voice/capabilities/';

async function setUp(serve: (api: FakeApi) => void) {
  const api = fakeApi();
  serve(api);
  const test = await createTestSession({ api });
  renderWithSession(<ServerEngines />, test.session);
  return test;
}

function line(term: string): string | null | undefined {
  return screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
}

describe('ServerEngines', () => {
  it('says the embedded practice tutor runs, which languages espeak-ng reads, and what is not available', async () => {
    await setUp((api) =>
      api.on('GET', CAPABILITIES, () => json(aVoiceCapabilities({ speaks: ['en', 'es'], translates: false }, { tutor: { kind: 'embedded', engine: 'offline' } }))),
    );

    await screen.findByText('Who replies', { selector: 'dt' });

    expect(line('Who replies')).toBe('The built-in practice tutor: it works without a language model, with drills, scenes and checks it can judge');
    expect(line('Reading aloud')).toBe('espeak-ng, for English and Spanish');
    expect(line('Speech recognition')).toBe('Not available on this server');
    expect(line('Translation')).toBe('Not available on this server');
  });

  it('names a model tutor and its translation', async () => {
    await setUp((api) =>
      api.on('GET', CAPABILITIES, () =>
        json(aVoiceCapabilities({ hears: ['en'], translates: true }, { tutor: { kind: 'model', engine: 'openai-compatible:gpt-4o-mini' } })),
      ),
    );

    await screen.findByText('Who replies', { selector: 'dt' });

    expect(line('Who replies')).toBe('A language model (openai-compatible:gpt-4o-mini)');
    expect(line('Speech recognition')).toBe('pocketsphinx, for English');
    expect(line('Translation')).toBe('openai-compatible:gpt-4o-mini');
  });

  it('does not guess about a server too old to say, and says so when the capabilities cannot be read', async () => {
    await setUp((api) => api.on('GET', CAPABILITIES, () => json(aVoiceCapabilities({ speaks: ['en'] }))));
    await screen.findByText('Who replies', { selector: 'dt' });
    expect(line('Who replies')).toBe('This server does not say.');
    expect(line('Translation')).toBe('This server does not say.');
  });

  it('says it cannot tell when the capabilities cannot be read', async () => {
    await setUp((api) => api.on('GET', CAPABILITIES, () => apiError(500, 'Server error. Please try again later.', {}, 'server_error')));

    expect(await screen.findByText('This server does not say.')).toBeTruthy();
  });

  it('speaks the interface language', async () => {
    const { session } = await setUp((api) =>
      api.on('GET', CAPABILITIES, () => json(aVoiceCapabilities({ speaks: ['en', 'es'], translates: false }, { tutor: { kind: 'embedded', engine: 'offline' } }))),
    );
    await act(async () => {
      session.locale.setLocale('es');
    });

    const section = await screen.findByRole('region', { name: 'Qué funciona en este servidor' });
    expect(within(section).getByText('espeak-ng, para inglés y español')).toBeTruthy();
    expect(within(section).getAllByText('No disponible en este servidor')).toHaveLength(2);
  });
});
