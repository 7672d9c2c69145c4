import { INTERFACE_LANGUAGES, LANGUAGES, LEARNING_MODES, SKILL_LEVELS, THEMES, VOICE_GENDERS } from '@parla/contract/constants';
import { interfaceLanguageOf } from '@parla/sdk';

/** The documented values of each attribute that has a set of them (the others take any value; a `locale` counts by its language). */
export const ATTRIBUTE_VALUES: Readonly<Record<string, readonly string[]>> = {
  locale: INTERFACE_LANGUAGES,
  theme: THEMES,
  'target-language': LANGUAGES,
  'native-language': LANGUAGES,
  'skill-level': SKILL_LEVELS,
  'learning-mode': LEARNING_MODES,
  voice: VOICE_GENDERS,
  mode: ['inline', 'launcher'],
};

/**
 * What to tell the partner when `value` is not one of the documented values of `attribute` (its default applies then),
 * or undefined when it is one of them (or the attribute takes any value).
 * @example
 * attributeWarning('learning-mode', 'dancing'); // '<tutor-chat>: learning-mode="dancing" is not one of translation, …'
 */
export function attributeWarning(attribute: string, value: string): string | undefined {
  const values = ATTRIBUTE_VALUES[attribute];
  return values && !values.includes((attribute === 'locale' ? interfaceLanguageOf(value) : value)!)
    ? `<tutor-chat>: ${attribute}="${value}" is not one of ${values.join(', ')}; its default applies.`
    : undefined;
}
