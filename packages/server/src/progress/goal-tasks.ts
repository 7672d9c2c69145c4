import type { LanguageCode, LearningGoal, LearningMode, SkillLevel } from '@parla/contract';
import { CONTENT } from '../tutor/content/all-content.js';
import { itemAskedIn } from '../tutor/task-history.js';
import { taskItems } from '../tutor/task-items.js';

/** The conversation settings that decide which exercises the embedded tutor asked. */
export interface GoalTaskSettings {
  targetLanguage: LanguageCode;
  nativeLanguage: LanguageCode;
  mode: LearningMode;
  level: SkillLevel;
  goals: readonly LearningGoal[];
}

/**
 * How many exercises serving a theme goal (travel, business) the learner answered in a session: roleplay scenes, sentences
 * to translate, word drills, or conversation topics, each counted once. An exercise counts when a learner message follows
 * the tutor message that asked it. Messages written by a model match no exercise of the content, so they count none.
 */
export function goalTasksPractised(settings: GoalTaskSettings, goal: LearningGoal, messages: ReadonlyArray<{ sender: 'user' | 'ai'; text: string }>): number {
  const practised = new Set<string>();
  const items = taskItems(settings.targetLanguage, settings.nativeLanguage, settings.mode, settings.level, settings.goals);
  const topics = CONTENT[settings.targetLanguage].topics.filter((topic) => topic.goals?.includes(goal));
  let asked: string[] = [];
  for (const message of messages) {
    if (message.sender === 'user') {
      asked.forEach((id) => practised.add(id));
      asked = [];
      continue;
    }
    if (settings.mode === 'free_conversation') {
      asked = topics.flatMap((topic, index) => (topic.questions.some((question) => message.text.includes(question)) ? [`topic:${index}`] : []));
      continue;
    }
    const item = itemAskedIn(message.text, items);
    // A roleplay scene counts once, whichever of its steps were answered.
    asked = item?.goals.includes(goal) ? [settings.mode === 'roleplay' ? item.id.replace(/\.\d+$/, '') : item.id] : [];
  }
  return practised.size;
}
