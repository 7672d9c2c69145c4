import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { aPage, aSavedWord, json } from '@parla/test-utils';
import type { FakeApi } from '@parla/test-utils';
import type { SavedWord } from '@parla/sdk';
import { WordList } from './word-list.js';

const WORDS: SavedWord[] = [
  aSavedWord('w1', { word: 'perros', base_form: 'perro', meaning: 'dog', context_sentence: 'Tengo dos perros en casa.' }),
  aSavedWord('w2', { word: 'chanson', language: 'fr', meaning: 'song', context_sentence: null }),
  aSavedWord('w3', { word: '猫', language: 'ja', meaning: null, context_sentence: '私は猫が好きです。' }),
];

const serving = (words: SavedWord[]) => (api: FakeApi) => {
  api.on('GET', '/api/v1/vocabulary/', () => json(aPage(words)));
  api.on('DELETE', '/api/v1/vocabulary/{id}/', () => json({ message: 'Deleted.' }));
};

const meta = {
  title: 'Words/WordList',
  component: WordList,
  tags: ['autodocs'],
  globals: { locale: 'en' },
} satisfies Meta<typeof WordList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Saved words of three languages, with their meanings and the sentences they came from. */
export const Words: Story = {
  parameters: { session: { routes: serving(WORDS) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('3 words')).toBeInTheDocument();
  },
};

/** No word saved yet. */
export const Empty: Story = {
  parameters: { session: { routes: serving([]) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/No saved words yet/)).toBeInTheDocument();
  },
};

/** Deleting asks first. */
export const ConfirmDelete: Story = {
  parameters: { session: { routes: serving(WORDS) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete “perros”' }));
    await expect(await within(canvasElement.ownerDocument.body).findByRole('alertdialog')).toHaveTextContent('“perros” and its review cards will be deleted.');
  },
};

/** In Ukrainian. */
export const InUkrainian: Story = {
  globals: { locale: 'uk' },
  parameters: { session: { routes: serving(WORDS) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Мої слова' }, { timeout: 5000 })).toBeInTheDocument();
    await expect(await canvas.findByText('3 слова')).toBeInTheDocument();
  },
};
