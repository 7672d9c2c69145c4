import type { Meta, StoryObj } from '@storybook/react-vite';
import { mdiAlertCircle, mdiClose, mdiMicrophone, mdiSend, mdiStop, mdiTranslate } from '@mdi/js';
import { Icon } from './icon.js';

/** The icons the library uses, by name, for the `path` control. */
const icons = { mdiSend, mdiStop, mdiClose, mdiMicrophone, mdiTranslate, mdiAlertCircle };

const meta = {
  title: 'Foundation/Icon',
  component: Icon,
  tags: ['autodocs'],
  args: { path: mdiSend },
  argTypes: {
    path: { control: 'select', options: Object.keys(icons), mapping: icons },
    size: { control: 'text' },
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without a label the icon is decorative: hidden from assistive technology (use it inside a labelled button). */
export const Decorative: Story = {};

/** With a label the icon means something on its own: `role="img"` with that name. */
export const Labelled: Story = {
  args: { path: mdiAlertCircle, label: 'Error' },
};

/** Any CSS size; the colour follows the text. */
export const Large: Story = {
  args: { path: mdiMicrophone, size: 64, label: 'Microphone' },
};

/** Every icon the library uses, labelled. */
export const Gallery: Story = {
  render: (args) => (
    <ul style={{ display: 'flex', gap: 24, listStyle: 'none', padding: 0 }}>
      {Object.entries(icons).map(([name, path]) => (
        <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: 4 }}>
          <Icon {...args} path={path} label={name} />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  ),
};
