import { randomInt } from 'node:crypto';
import type { LanguageCode, SkillLevel } from '@parla/contract';
import { CONTENT } from '../tutor/content/all-content.js';

/** A levelled text to listen to: its id (`s3`: the fourth story; `c0`: the first cultural note) and the text. */
export interface ListeningText {
  id: string;
  text: string;
}

/**
 * The texts a learner can listen to at a level, from the embedded tutor's content for the language: its short stories
 * (`s`) and cultural notes (`c`), written for that level (at least 6 of each in every language and level).
 */
export function listeningTexts(language: LanguageCode, level: SkillLevel): ListeningText[] {
  const content = CONTENT[language];
  return [
    ...content.storytelling[level].map(([text], index) => ({ id: `s${index}`, text })),
    ...content.cultural_context[level].map(([text], index) => ({ id: `c${index}`, text })),
  ];
}

/** The text of an id at a level, or null when there is none. */
export function listeningText(language: LanguageCode, level: SkillLevel, id: string): string | null {
  return listeningTexts(language, level).find((entry) => entry.id === id)?.text ?? null;
}

/** Whitespace folded, so a text shown in a message with other line breaks is still found. */
function folded(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Picks a text for a level the learner has not just met: not among `recent` (ids heard lately, newest first) and not
 * in `readLately` (the learner's latest messages in the language, where the tutor may have shown it), at random among
 * the rest. When every text was met, the one heard longest ago that is not in the latest messages; else any.
 */
export function pickListeningText(
  language: LanguageCode,
  level: SkillLevel,
  recent: readonly string[],
  readLately: readonly string[],
  random: (size: number) => number = randomInt,
): ListeningText {
  const texts = listeningTexts(language, level);
  const messages = readLately.map(folded);
  const shown = (entry: ListeningText) => messages.some((message) => message.includes(folded(entry.text)));
  const fresh = texts.filter((entry) => !recent.includes(entry.id) && !shown(entry));
  if (fresh.length > 0) {
    return fresh[random(fresh.length)] as ListeningText;
  }
  const oldest = [...recent].reverse().map((id) => texts.find((entry) => entry.id === id)).find((entry) => entry !== undefined && !shown(entry));
  return oldest ?? (texts[random(texts.length)] as ListeningText);
}
