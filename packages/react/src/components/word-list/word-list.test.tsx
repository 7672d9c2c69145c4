import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aPage, aSavedWord, aUser, fakeApi, json } from '@parla/test-utils';
import { ScreenMessagesProvider } from '../../i18n/screen-messages-provider.js';
import { renderWithSession } from '../../test-utils/render-with-session.js';
import { createTestSession } from '../../test-utils/test-session.js';
import { WordList } from './word-list.js';

describe('WordList', () => {
  it('lists the saved words, filters by language and search, and deletes one after confirming', async () => {
    const api = fakeApi();
    const words = [aSavedWord('w1', { word: 'perro', meaning: 'dog', context_sentence: 'Tengo un perro.' }), aSavedWord('w2', { word: 'chat', language: 'fr', meaning: 'cat' })];
    api.on('GET', '/api/v1/vocabulary/', (request) => {
      const language = request.url.searchParams.get('language');
      const shown = words.filter((word) => !language || word.language === language);
      return json(aPage(shown));
    });
    api.on('DELETE', '/api/v1/vocabulary/{id}/', () => json({ message: 'Deleted.' }));
    api.on('GET', '/api/v1/review/stats/', () => json({ due_count: 0, reviewed_today: 0, retained_today: 0, total_cards: 0 }));
    const { session } = await createTestSession({ api, user: aUser() });
    renderWithSession(
      <ScreenMessagesProvider>
        <WordList />
      </ScreenMessagesProvider>,
      session,
    );

    expect(await screen.findByText('perro')).toBeTruthy();
    expect(screen.getByText('2 words')).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'fr');
    await waitFor(() => expect(screen.queryByText('perro')).toBeNull());
    expect(api.calls('GET', '/api/v1/vocabulary/').at(-1)!.url.searchParams.get('language')).toBe('fr');

    await userEvent.type(screen.getByLabelText('Search your words'), 'cat');
    await waitFor(() => expect(api.calls('GET', '/api/v1/vocabulary/').at(-1)!.url.searchParams.get('search')).toBe('cat'));

    await userEvent.click(screen.getByRole('button', { name: 'Delete “chat”' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('“chat” and its review cards will be deleted.');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.calls('DELETE', '/api/v1/vocabulary/w2/')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('chat')).toBeNull());
  });
});
