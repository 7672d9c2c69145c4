import type { MessageKey } from '../../i18n/messages/en.js';

/** One category of the bundled emoji set. */
export interface EmojiCategory {
  /** Stable id, also searchable in English. */
  id: string;
  /** Message id of the category's name. */
  nameKey: MessageKey;
  /** Its emoji, 16 each (two rows of the 8-column grid). */
  emoji: readonly string[];
}

/** Columns of the emoji grid; every category fills whole rows. */
export const EMOJI_COLUMNS = 8;

/** 128 common emoji in 8 categories, bundled with the package: no network, no emoji data package. */
export const EMOJI_CATEGORIES: readonly EmojiCategory[] = [
  { id: 'faces', nameKey: 'chat.emoji.category.faces', emoji: ['😀', '😃', '😄', '😁', '😆', '😅', '😂', '🙂', '😉', '😊', '😍', '🤔', '😮', '😢', '😡', '😴'] },
  { id: 'gestures', nameKey: 'chat.emoji.category.gestures', emoji: ['👍', '👎', '👏', '🙌', '👋', '🤝', '🙏', '💪', '✌️', '👌', '🤞', '👉', '🙋', '🤷', '👀', '🧠'] },
  { id: 'nature', nameKey: 'chat.emoji.category.nature', emoji: ['🐶', '🐱', '🐭', '🐰', '🦊', '🐻', '🐼', '🐸', '🐵', '🐦', '🐢', '🐟', '🌸', '🌻', '🌳', '🍀'] },
  { id: 'food', nameKey: 'chat.emoji.category.food', emoji: ['🍎', '🍌', '🍇', '🍓', '🍅', '🥑', '🥐', '🍞', '🧀', '🍕', '🍝', '🍣', '🍰', '🍫', '☕', '🍷'] },
  { id: 'travel', nameKey: 'chat.emoji.category.travel', emoji: ['🚗', '🚕', '🚌', '🚆', '✈️', '🚲', '🚢', '🏠', '🏫', '🏥', '🏖️', '⛰️', '🗽', '🗼', '🌍', '🧳'] },
  { id: 'activities', nameKey: 'chat.emoji.category.activities', emoji: ['⚽', '🏀', '🎾', '🏊', '🚴', '🎮', '🎲', '🎨', '🎭', '🎬', '🎤', '🎧', '🎸', '🎹', '📚', '🎉'] },
  { id: 'objects', nameKey: 'chat.emoji.category.objects', emoji: ['📱', '💻', '⌚', '📷', '💡', '🔑', '✏️', '📝', '📎', '✂️', '📅', '💰', '🎁', '🛒', '⏰', '📖'] },
  { id: 'symbols', nameKey: 'chat.emoji.category.symbols', emoji: ['❤️', '🧡', '💛', '💚', '💙', '💜', '⭐', '✨', '🔥', '✅', '❌', '❓', '❗', '💯', '➕', '🎵'] },
];
