import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { LearningMode } from '@parla/contract/constants';
import { placeholderChat } from '../../stories-support/placeholder-chat.js';
import { storyMessages } from '../../stories-support/story-fixtures.js';
import { withChat } from '../../stories-support/with-chat.js';
import { Suggestions } from './suggestions.js';
import type { SuggestionsProps } from './suggestions.js';

/** The chat as if the server sent no suggestions (the placeholder chat never has any): the mode's starters show. */
function WithoutServerSuggestions(props: SuggestionsProps) {
  return <Suggestions {...props} chat={{ ...props.chat, $suggestions: placeholderChat.$suggestions }} />;
}

const meta = {
  title: 'Chat/Suggestions',
  component: Suggestions,
  tags: ['autodocs'],
  decorators: [withChat],
  args: { chat: placeholderChat },
  argTypes: { chat: { control: false } },
  parameters: { session: { messages: [] } },
} satisfies Meta<typeof Suggestions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The tutor's greeting and the server's suggestions for an empty conversation. */
export const FromTheServer: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Hola, ¿qué tal?' })).toBeInTheDocument();
  },
};

/** Nothing once the conversation has messages. */
export const ConversationStarted: Story = {
  parameters: { session: { messages: storyMessages() } },
};

function starters(mode: LearningMode): Story {
  return { args: { learningMode: mode }, render: (args) => <WithoutServerSuggestions {...args} /> };
}

/** Starters of the translation mode (the server sent none). */
export const StartersTranslation = starters('translation');
/** Starters of the grammar mode. */
export const StartersGrammar = starters('grammar');
/** Starters of the vocabulary mode. */
export const StartersVocabulary = starters('vocabulary');
/** Starters of the role-play mode. */
export const StartersRoleplay = starters('roleplay');
/** Starters of the free-conversation mode. */
export const StartersFreeConversation = starters('free_conversation');
/** Starters of the storytelling mode. */
export const StartersStorytelling = starters('storytelling');
/** Starters of the cultural-context mode. */
export const StartersCulturalContext = starters('cultural_context');
/** Starters of the idioms mode. */
export const StartersIdioms = starters('idioms');
/** Starters of the slang mode. */
export const StartersSlang = starters('slang');
