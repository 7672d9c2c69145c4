export { EmojiPicker } from './emoji-picker.js';
export type { EmojiPickerProps } from './emoji-picker.js';
export { EMOJI_CATEGORIES, EMOJI_COLUMNS } from './emoji-data.js';
export type { EmojiCategory } from './emoji-data.js';
