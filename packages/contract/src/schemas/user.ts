import { z } from 'zod';
import { DEFAULT_PREFERENCES, TERMS_VERSION, clampPlaybackSpeed } from '../constants/constants.js';
import { id, interfaceLanguage, languageCode, learningGoal, nameField, skillLevel, theme, timestamp, voiceGender } from './fields.js';

/** A playback speed, clamped to 0.5–2 on the way in (§5). */
export const playbackSpeed = z.number({ error: 'Invalid format' }).transform(clampPlaybackSpeed);

/** A learner's preferences (§3). */
export const preferences = z.object({
  ui_language: interfaceLanguage.default(DEFAULT_PREFERENCES.ui_language),
  theme: theme.default(DEFAULT_PREFERENCES.theme),
  playback_speed: playbackSpeed.default(DEFAULT_PREFERENCES.playback_speed),
  voice_preference: voiceGender.default(DEFAULT_PREFERENCES.voice_preference),
  native_language: languageCode.default(DEFAULT_PREFERENCES.native_language),
  target_language: languageCode.default(DEFAULT_PREFERENCES.target_language),
  skill_level: skillLevel.default(DEFAULT_PREFERENCES.skill_level),
  learning_goals: z.array(learningGoal).max(8).default(() => [...DEFAULT_PREFERENCES.learning_goals]),
  /** Whether every tutor reply is read aloud, sentence by sentence, as it streams (auto-play). Additive: absent means off. */
  auto_play_replies: z.boolean({ error: 'Invalid format' }).default(DEFAULT_PREFERENCES.auto_play_replies),
});

/** A change to some preferences. */
export const preferencesPatch = z.object({
  ui_language: interfaceLanguage.optional(),
  theme: theme.optional(),
  playback_speed: playbackSpeed.optional(),
  voice_preference: voiceGender.optional(),
  native_language: languageCode.optional(),
  target_language: languageCode.optional(),
  skill_level: skillLevel.optional(),
  learning_goals: z.array(learningGoal).max(8).optional(),
  auto_play_replies: z.boolean({ error: 'Invalid format' }).optional(),
});

/** A user (§3), with the admin flag and email-verification state. */
export const user = z.object({
  id,
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  username: z.string(),
  is_admin: z.boolean(),
  email_verified: z.boolean(),
  terms_accepted: z.boolean(),
  terms_accepted_at: timestamp.nullable(),
  terms_version: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
  preferences,
});

/** PATCH auth/profile/: names and/or a preferences object. */
export const updateProfileRequest = z.object({
  first_name: nameField.optional(),
  last_name: nameField.optional(),
  preferences: preferencesPatch.optional(),
});

/** POST auth/accept-terms/: the version being accepted (the current one when omitted). */
export const acceptTermsRequest = z.object({ version: z.string().default(TERMS_VERSION) });

/** Answer to accepting the terms. */
export const acceptTermsResponse = z.object({
  message: z.string(),
  terms_accepted: z.literal(true),
  terms_version: z.string(),
  terms_accepted_at: timestamp,
});

/** GET auth/accept-terms/: whether the learner must accept the current terms. */
export const termsStatus = z.object({
  user_accepted: z.boolean(),
  user_version: z.string().nullable(),
  current_version: z.string(),
  needs_acceptance: z.boolean(),
});

/** What the server keeps about an account beyond the profile, in the data export (servers that predate it leave it out). */
export const accountRecord = z.object({
  /** Quota tier (§6: free or premium). */
  tier: z.enum(['free', 'premium']),
  /** `admin` or `learner`. */
  role: z.enum(['learner', 'admin']),
  /** When the account was last active (signed in or used a metered call). */
  last_active_at: timestamp.nullable(),
  /** Partner sites whose users this account belongs to, and the user id each partner gave. */
  partner_links: z.array(z.object({ partner: z.string(), external_user_id: z.string(), created_at: timestamp })),
  /** Sign-in sessions (refresh-token families), newest first. */
  sessions: z.array(z.object({ id, started_at: timestamp, last_refreshed_at: timestamp, expires_at: timestamp, revoked_at: timestamp.nullable() })),
  /** Mails the server kept for the account's address (the development outbox; a server with SMTP keeps none). */
  mails: z.array(z.object({ subject: z.string(), text: z.string(), created_at: timestamp })),
});
