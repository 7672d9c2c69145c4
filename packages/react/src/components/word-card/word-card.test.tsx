import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aLookup, aSavedWord, aUser, fakeApi, json } from '@parla/test-utils';
import type { WordLookup } from '@parla/sdk';
import { fakeVoiceModule } from '../../test-utils/fake-voice-module.js';
import { renderWithVoice } from '../../test-utils/render-with-voice.js';
import { createTestSession } from '../../test-utils/test-session.js';
import { WordCard } from './word-card.js';

const LOOKUP = '/api/v1/vocabulary/lookup/';

async function setUp(lookup: WordLookup) {
  const api = fakeApi();
  api.on('GET', LOOKUP, () => json(lookup));
  api.on('POST', '/api/v1/vocabulary/', () => json(aSavedWord('w1'), 201));
  api.on('GET', '/api/v1/review/stats/', () => json({ due_count: 3, reviewed_today: 0, retained_today: 0, total_cards: 3 }));
  const test = await createTestSession({ api, user: aUser() });
  const voice = fakeVoiceModule();
  renderWithVoice(<WordCard word="perros" language="es" sentence="Tengo dos perros." messageId="m1" />, test.session, voice);
  return { ...test, voice };
}

describe('WordCard', () => {
  it('shows the meaning from the offline dictionary, the base form and the example; hears the word and saves it with its sentence', async () => {
    const { api, voice } = await setUp(aLookup({ word: 'perros', base_form: 'perro' }));

    expect(await screen.findByText('dog')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'perros' }).getAttribute('lang')).toBe('es');
    expect(screen.getByText('Base form: perro')).toBeTruthy();
    expect(screen.getByText('From the dictionary (freedict-spa-eng)')).toBeTruthy();
    expect(screen.getByText('Tengo dos perros.')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Hear' }));
    expect(voice.spoken.at(-1)).toMatchObject({ text: 'perros', options: { languageCode: 'es', voice: 'female', speed: 1 } });

    await userEvent.click(screen.getByRole('button', { name: 'Save word' }));
    expect(await screen.findByText('Saved to your words')).toBeTruthy();
    expect(api.calls('POST', '/api/v1/vocabulary/')[0]!.body).toMatchObject({ word: 'perros', base_form: 'perro', context_sentence: 'Tengo dos perros.', source_message_id: 'm1' });
    await waitFor(() => expect(api.calls('GET', '/api/v1/review/stats/').length).toBeGreaterThan(0));
  });

  it('says plainly when no dictionary or model can answer', async () => {
    await setUp(aLookup({ word: 'perros', meaning: null, source: 'none', engine: null, message: 'No dictionary covers Spanish to English here.' }));
    expect(await screen.findByText('No dictionary or language model on this server can give the meaning of this word.')).toBeTruthy();
  });
});
