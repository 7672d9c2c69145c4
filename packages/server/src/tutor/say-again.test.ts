import { LANGUAGES } from '@parla/contract';
import { describe, expect, it } from 'vitest';
import { CONTENT } from './content/all-content.js';
import { isNotUnderstood } from './non-answer.js';
import { composeOfflineTurn, welcomeText } from './offline-engine.js';
import { REPLY_FRAMES } from './reply-frames/all-reply-frames.js';
import { replySuggestions } from './reply-suggestions.js';
import { sayAgainSimpler } from './say-again.js';

const topic = (language: (typeof LANGUAGES)[number], id: string) => CONTENT[language].topics.find((candidate) => candidate.id === id);

describe('"I don’t understand" in free conversation', () => {
  it('gets the same question again, glossed in the learner’s language, with an offer of help', () => {
    const pets = topic('es', 'pets')?.questions[0];
    expect(sayAgainSimpler('es', 'en', 'beginner', [], [`Hablas de «perro». ${pets}`])).toBe(`Te lo explico más fácil: ${pets} (Do you have a pet?) Con pocas palabras basta; yo te ayudo.`);
    // Right after the welcome too.
    const welcome = welcomeText('de', 'en', 'free_conversation', 'beginner');
    expect(sayAgainSimpler('de', 'en', 'beginner', [], [welcome])).toBe('Ich erkläre es dir einfacher: Magst du deine Arbeit? (Do you like your job?) Ein paar Wörter reichen; ich helfe dir.');
  });

  it('says a harder question of the topic one level down', () => {
    const work = topic('es', 'work');
    expect(sayAgainSimpler('es', 'fr', 'intermediate', [], [`¡Hola! ${work?.questions[1]}`])).toBe(`Te lo explico más fácil: ${work?.questions[0]} (${topic('fr', 'work')?.questions[0]}) Con pocas palabras basta; yo te ayudo.`);
  });

  it('keeps the question when its simpler one was already answered: no "Tu as des frères et sœurs ?" after "J’ai deux frères"', () => {
    const family = topic('fr', 'family');
    const reply = sayAgainSimpler('fr', 'en', 'intermediate', [], [`Tu parles de « frère ». ${family?.questions[1]}`], ['J’ai deux frères et une sœur.', 'Plus lentement.']);
    expect(reply).not.toContain(family?.questions[0]);
    expect(reply).toBe(`Je te l’explique plus simplement : ${family?.questions[1]} (${topic('en', 'family')?.questions[1]}) Quelques mots suffisent ; je t’aide.`);
  });

  it('says a follow-up or a mood question again, glossed the same way', () => {
    const [, past] = REPLY_FRAMES.it.followUps[0] ?? [];
    expect(sayAgainSimpler('it', 'en', 'beginner', [], [past ?? ''])).toBe(`${REPLY_FRAMES.it.simpler} ${past} (${REPLY_FRAMES.en.followUps[0]?.[1]}) Bastano poche parole; ti aiuto io.`);
    expect(sayAgainSimpler('es', 'en', 'beginner', [], ['Vaya, lo siento. ¿Qué ha pasado?'])).toBe('Te lo explico más fácil: ¿Qué ha pasado? (What happened?) Con pocas palabras basta; yo te ayudo.');
  });

  it('does not gloss the study topic (its question names the language learnt) nor a learner whose language it is', () => {
    const study = topic('es', 'study')?.questions[0] ?? '';
    expect(sayAgainSimpler('es', 'en', 'beginner', [], [study])).toBe(`Te lo explico más fácil: ${study} Con pocas palabras basta; yo te ayudo.`);
    const pets = topic('en', 'pets')?.questions[0] ?? '';
    expect(sayAgainSimpler('en', 'en', 'beginner', [], [pets])).toBe(`${REPLY_FRAMES.en.simpler} ${pets} ${REPLY_FRAMES.en.helpOffer}`);
  });

  it('asked twice in a row, moves to the easiest question of a topic not asked yet', () => {
    const first = sayAgainSimpler('es', 'en', 'beginner', [], ['¿Te gusta tu trabajo?']);
    const second = sayAgainSimpler('es', 'en', 'beginner', [], ['¿Te gusta tu trabajo?', first]);
    expect(second).not.toContain('¿Te gusta tu trabajo?');
    expect(second).toMatch(/^Te lo explico más fácil: ¿.+\? \(.+\) Con pocas palabras basta; yo te ayudo\.$/);
  });

  it('hears "can you repeat?" and "slower" as pleas, in the language learnt and the learner’s own', () => {
    expect(isNotUnderstood('¿Puedes repetir?', 'es', 'en')).toBe(true);
    expect(isNotUnderstood('más despacio, por favor', 'es', 'en')).toBe(true);
    expect(isNotUnderstood('Can you repeat?', 'es', 'en')).toBe(true);
    expect(isNotUnderstood('Kannst du das wiederholen?', 'de', 'en')).toBe(true);
    expect(isNotUnderstood('Vous pouvez répéter ?', 'fr', 'en')).toBe(true);
    expect(isNotUnderstood('Pode repetir?', 'pt', 'es')).toBe(true);
  });

  it('answers the offered "Can you say that more simply?" and "Can you help me?" the same way, in every language', async () => {
    const quiet = { check: async () => ({ mistakes: [], otherLanguage: false }) };
    for (const language of LANGUAGES) {
      const welcome = welcomeText(language, 'en', 'free_conversation', 'beginner');
      // The pleas offered after a question (the Japanese tutor's questions end with 。, so the welcome's own list has other ones).
      const [help, simpler] = replySuggestions({ targetLanguage: language }, '?');
      for (const plea of [help, simpler]) {
        const request = { targetLanguage: language, nativeLanguage: 'en' as const, mode: 'free_conversation' as const, level: 'beginner' as const, goals: [], systemPrompt: '', messages: [{ role: 'assistant' as const, content: welcome }, { role: 'user' as const, content: plea ?? '' }] };
        const turn = await composeOfflineTurn(request, { spellChecker: quiet });
        expect(turn.text, `${language}: ${plea}`).toBe(sayAgainSimpler(language, 'en', 'beginner', [], [welcome]));
      }
    }
  });

  it('has a gloss for every topic question in every pair of languages that share the topic, the study topic aside', () => {
    for (const language of LANGUAGES) {
      for (const native of LANGUAGES.filter((other) => other !== language)) {
        for (const { id, questions } of CONTENT[language].topics) {
          const same = topic(native, id);
          if (same === undefined || id === 'study') {
            continue;
          }
          expect(sayAgainSimpler(language, native, 'beginner', [], [questions[0]]), `${language} ← ${native}: ${id}`).toContain(`(${same.questions[0]})`);
        }
      }
    }
  });
});
