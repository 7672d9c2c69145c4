import type { Meta, StoryObj } from '@storybook/react-vite';
import { LIGHT_TOKENS } from '../../styles/tokens.js';
import { ParlaRoot } from './parla-root.js';

/** `--parla-color-*` custom property of a token name. */
function variableOf(token: string): string {
  return `--parla-color-${token.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

const meta = {
  title: 'Foundation/ParlaRoot',
  component: ParlaRoot,
  tags: ['autodocs'],
  args: {
    includeStyles: false,
    children: (
      <>
        <h2>Parla</h2>
        <p>Every Parla style is scoped to this root: its theme comes from the session, its language from the locale.</p>
        <button type="button" className="parla-button">
          A Parla button
        </button>
      </>
    ),
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof ParlaRoot>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The root with some content; switch the theme and locale in the toolbar (`data-theme` and `lang` follow the session). */
export const Default: Story = {};

/** Every colour token of the current theme, as the root defines it. */
export const ColorTokens: Story = {
  args: {
    children: (
      <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: 12, listStyle: 'none', padding: 0 }}>
        {Object.keys(LIGHT_TOKENS).map((token) => (
          <li key={token} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
            <span aria-hidden="true" style={{ width: 32, height: 32, borderRadius: 4, border: '1px solid currentColor', background: `var(${variableOf(token)})` }} />
            <code>{variableOf(token)}</code>
          </li>
        ))}
      </ul>
    ),
  },
};
