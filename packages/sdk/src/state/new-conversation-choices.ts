import { atom } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import type { Preferences } from '@parla/contract';
import { LANGUAGES, LEARNING_GOALS, LEARNING_MODES, SKILL_LEVELS, STORAGE_KEYS } from '@parla/contract/constants';
import type { LanguageCode, LearningGoal, LearningMode, SkillLevel } from '@parla/contract/constants';
import type { KeyValueStorage } from '../ports.js';
import type { ProfileStore } from './profile-store.js';
import { readStored, writeStored } from './stored-value.js';

/** What the new-conversation form asks (§2): languages, level, optional goals and a learning mode. */
export interface NewConversationChoice {
  native: LanguageCode;
  target: LanguageCode;
  level: SkillLevel;
  goals: readonly LearningGoal[];
  mode: LearningMode;
}

/** Options of {@link createNewConversationChoices}. */
export interface NewConversationChoicesOptions {
  /** Where the last choices are kept, under `STORAGE_KEYS.newConversation`, per learner. */
  storage: KeyValueStorage;
  /** The learner's saved preferences; the languages, level and goals chosen are saved to them quietly. */
  profile: Pick<ProfileStore, '$profile' | 'updatePreferences'>;
  /** The interface language: the native language when nothing is saved. */
  locale: () => string;
}

/** The new-conversation form's starting point and its memory of the last choices. */
export interface NewConversationChoices {
  /** What the form starts from now (see {@link NewConversationChoices.initial}); follows the profile and the remembered choices. */
  readonly $initial: ReadableAtom<NewConversationChoice>;
  /**
   * What the form starts from: the learner's last choices on this device, else their saved preferences (languages,
   * level, goals) with free conversation, else the interface language as the native one; the target never equals it.
   */
  initial(): NewConversationChoice;
  /** Keeps the choices a conversation was started with (this device, this learner) and saves languages, level and goals to the preferences quietly. */
  remember(choice: NewConversationChoice): void;
}

/** `preferred`, unless it is `native`: then the first supported language other than `native`. */
export function otherLanguage(native: LanguageCode, preferred: LanguageCode): LanguageCode {
  return preferred !== native ? preferred : (LANGUAGES.find((code) => code !== native) ?? preferred);
}

function isLanguage(value: unknown): value is LanguageCode {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

function parseStored(text: string | null, userId: string): NewConversationChoice | null {
  if (!text) {
    return null;
  }
  try {
    const stored = (JSON.parse(text) as Record<string, unknown>)[userId] as Record<string, unknown> | undefined;
    if (!stored || !isLanguage(stored.native) || !isLanguage(stored.target) || stored.native === stored.target) {
      return null;
    }
    const level = (SKILL_LEVELS as readonly unknown[]).includes(stored.level) ? (stored.level as SkillLevel) : null;
    const mode = (LEARNING_MODES as readonly unknown[]).includes(stored.mode) ? (stored.mode as LearningMode) : null;
    const goals = Array.isArray(stored.goals) ? stored.goals.filter((goal): goal is LearningGoal => (LEARNING_GOALS as readonly unknown[]).includes(goal)) : null;
    if (!level || !mode || !goals) {
      return null;
    }
    return { native: stored.native, target: stored.target, level, goals, mode };
  } catch {
    return null;
  }
}

function fromPreferences(preferences: Preferences | null, locale: string): NewConversationChoice {
  const interfaceLanguage = locale.split('-')[0] ?? 'en';
  const native = preferences?.native_language ?? (isLanguage(interfaceLanguage) ? interfaceLanguage : 'en');
  return {
    native,
    target: otherLanguage(native, preferences?.target_language ?? 'es'),
    level: preferences?.skill_level ?? 'beginner',
    goals: preferences?.learning_goals ?? [],
    mode: 'free_conversation',
  };
}

/**
 * Creates the new-conversation form's starting point over the profile and a storage.
 * @example
 * const choices = createNewConversationChoices({ storage: localStorage, profile, locale: () => locale.$locale.get() });
 * const start = choices.initial();
 * choices.remember({ ...start, mode: 'roleplay' });
 */
export function createNewConversationChoices(options: NewConversationChoicesOptions): NewConversationChoices {
  const { storage, profile, locale } = options;
  const $remembered = atom(0);

  function initial(): NewConversationChoice {
    const user = profile.$profile.get();
    const last = user ? parseStored(readStored(storage, STORAGE_KEYS.newConversation), user.id) : null;
    return last ?? fromPreferences(user?.preferences ?? null, locale());
  }

  const $initial = atom(initial());
  const refresh = () => $initial.set(initial());
  profile.$profile.listen(refresh);
  $remembered.listen(refresh);

  return {
    $initial,
    initial,
    remember(choice) {
      const user = profile.$profile.get();
      if (!user) {
        return;
      }
      let all: Record<string, unknown> = {};
      try {
        all = (JSON.parse(readStored(storage, STORAGE_KEYS.newConversation) ?? '{}') as Record<string, unknown>) ?? {};
      } catch {
        all = {};
      }
      writeStored(storage, STORAGE_KEYS.newConversation, JSON.stringify({ ...all, [user.id]: { ...choice, goals: [...choice.goals] } }));
      $remembered.set($remembered.get() + 1);
      const saved = user.preferences;
      const changed =
        saved.native_language !== choice.native ||
        saved.target_language !== choice.target ||
        saved.skill_level !== choice.level ||
        saved.learning_goals.join() !== choice.goals.join();
      if (changed) {
        void profile.updatePreferences(
          { native_language: choice.native, target_language: choice.target, skill_level: choice.level, learning_goals: [...choice.goals] },
          { quiet: true },
        );
      }
    },
  };
}
