// The public surface of <tutor-chat>, shared by the full element and the loader's placeholder (which has no dependencies).

/** The attributes of `<tutor-chat>`, kept in sync with the camelCased properties of the same name. */
export const TUTOR_CHAT_ATTRIBUTES = [
  'api-base',
  'locale',
  'theme',
  'target-language',
  'native-language',
  'skill-level',
  'learning-mode',
  'conversation-id',
  'voice',
  'mode',
  'open',
] as const;

/** Properties without an attribute: objects and callbacks. */
export const TUTOR_CHAT_PROPERTIES = ['client', 'tokenProvider'] as const;
