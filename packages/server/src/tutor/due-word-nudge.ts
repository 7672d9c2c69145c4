import type { LanguageCode, LearningGoal } from '@parla/contract';
import type { TutorProfile } from './task-items.js';
import { fillTemplate } from './task-items.js';

/** "Try to use «{word}» in your answer", in each tutor language: the embedded tutor's way of reusing a due word in conversation. */
const USE_WORD: Readonly<Record<LanguageCode, string>> = {
  en: 'Try to use “{word}” in your answer.',
  es: 'Intenta usar «{word}» en tu respuesta.',
  fr: 'Essaie d’utiliser « {word} » dans ta réponse.',
  de: 'Versuch, „{word}“ in deiner Antwort zu verwenden.',
  it: 'Prova a usare «{word}» nella tua risposta.',
  pt: 'Tenta usar «{word}» na tua resposta.',
  ja: '答えの中で「{word}」を使ってみましょう。',
  ko: '대답에 ‘{word}’을(를) 써 보세요.',
  zh: '试着在回答里用上“{word}”。',
  uk: 'Спробуй ужити «{word}» у своїй відповіді.',
  nl: 'Probeer „{word}” in je antwoord te gebruiken.',
  pl: 'Spróbuj użyć „{word}” w swojej odpowiedzi.',
  ru: 'Попробуй употребить «{word}» в своём ответе.',
  sv: 'Försök använda ”{word}” i ditt svar.',
  tr: 'Cevabında “{word}” kelimesini kullanmaya çalış.',
};

/** The sentence asking the learner to use a word in their answer, in the target language. */
export function useWordText(language: LanguageCode, word: string): string {
  return fillTemplate(USE_WORD[language], { word });
}

/**
 * In free conversation, a due word for the learner to use next: the first one the tutor has not asked for yet. It is
 * asked every other turn, or every turn when the learner's goals include vocabulary; undefined otherwise.
 */
export function dueWordToUse(
  language: LanguageCode,
  profile: TutorProfile | undefined,
  goals: readonly LearningGoal[],
  tutorTurns: readonly string[],
): string | undefined {
  const words = profile?.dueWords ?? [];
  const asked = (word: string) => tutorTurns.some((turn) => turn.includes(useWordText(language, word)));
  const last = tutorTurns.at(-1) ?? '';
  const askedLastTurn = words.some((due) => last.includes(useWordText(language, due.word)));
  if (askedLastTurn && !goals.includes('vocabulary')) {
    return undefined;
  }
  return words.find((due) => !asked(due.word))?.word;
}
