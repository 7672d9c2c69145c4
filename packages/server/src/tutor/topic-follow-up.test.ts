import { describe, expect, it } from 'vitest';
import { LANGUAGES, type LanguageCode } from '@parla/contract';
import { CONTENT } from './content/all-content.js';
import { FOLLOW_UPS } from './content/follow-ups.js';
import { conversationReply } from './conversation-reply.js';
import { REPLY_FRAMES } from './reply-frames/all-reply-frames.js';
import { sayAgainSimpler } from './say-again.js';
import { slotWord } from './topic-follow-up.js';

/** Plays a beginner's free conversation from a tutor turn; returns the tutor's replies. */
function play(language: LanguageCode, opening: string, messages: readonly string[]): string[] {
  const tutorTurns = [opening];
  const learnerTurns: string[] = [];
  for (const message of messages) {
    learnerTurns.push(message);
    tutorTurns.push(conversationReply(language, 'beginner', [], [...tutorTurns], message, undefined, [...learnerTurns]));
  }
  return tutorTurns.slice(1);
}

const questionCount = (text: string) => (text.match(/[?？]/g) ?? []).length;

describe('the learner’s own word in a follow-up', () => {
  it('takes a name given for someone else, or a place lived in, and only when it is capitalised', () => {
    expect(slotWord(FOLLOW_UPS.es.nameCues, ['Tengo un perro, se llama Max.'])).toBe('Max');
    expect(slotWord(FOLLOW_UPS.es.nameCues, ['Me llamo Ana y tengo un perro.'])).toBeUndefined();
    expect(slotWord(FOLLOW_UPS.es.placeCues, ['Vivo en Buenos Aires con mi madre.'])).toBe('Buenos Aires');
    expect(slotWord(FOLLOW_UPS.es.placeCues, ['Vivo en un piso pequeño.'])).toBeUndefined();
    expect(slotWord(FOLLOW_UPS.de.nameCues, ['Mein Hund heisst Bello.'])).toBe('Bello');
    expect(slotWord(FOLLOW_UPS.fr.nameCues, ['Mon chat s’appelle Minou.'])).toBe('Minou');
    expect(slotWord(FOLLOW_UPS.fr.placeCues, ["J'habite a Séville."])).toBe('Séville');
    expect(slotWord(FOLLOW_UPS.ru.nameCues, ['У меня есть брат. Его зовут Иван.'])).toBe('Иван');
    expect(slotWord(FOLLOW_UPS.ru.nameCues, ['Меня зовут Анна.'])).toBeUndefined();
  });
});

describe('free conversation stays on what the learner answered for one or two turns', () => {
  it('Spanish: a dog called Max gets "¿Y cómo es Max?", then his age, then another topic', () => {
    const [first, second, third] = play('es', '¿Tienes mascota?', ['Tengo un perro, se llama Max.', 'Es pequeño y muy simpático.', 'Tiene tres años.']);
    expect(first).toBe(`${REPLY_FRAMES.es.nice} ¿Y cómo es Max?`);
    expect(second).toBe('¿Cuántos años tiene Max?');
    expect(third?.startsWith(REPLY_FRAMES.es.nice)).toBe(true);
    expect(third).not.toMatch(/Max|mascota|perro/);
    expect(questionCount(third ?? '')).toBe(1);
  });

  it('German, French, Italian, English, Russian: the name or the place comes back in the next question', () => {
    expect(play('de', 'Hast du ein Haustier?', ['Ich habe einen Hund. Er heißt Bello.', 'Er ist klein und lieb.'])).toEqual([`${REPLY_FRAMES.de.nice} Und wie ist Bello?`, 'Wie alt ist Bello?']);
    expect(play('fr', 'Où habites-tu ?', ["J'habite à Séville."])[0]).toBe(`${REPLY_FRAMES.fr.nice} Et qu’est-ce que tu aimes à Séville ?`);
    expect(play('it', 'Hai un animale?', ['Ho un gatto, si chiama Micio.'])[0]).toBe(`${REPLY_FRAMES.it.nice} E com’è Micio?`);
    expect(play('en', 'Where do you live?', ['I live in London.'])[0]).toBe(`${REPLY_FRAMES.en.nice} And what do you like about London?`);
    expect(play('ru', 'У вас есть братья или сёстры?', ['У меня есть брат. Его зовут Иван.'])[0]).toBe(`${REPLY_FRAMES.ru.nice} А что любит делать Иван?`);
  });

  it('without a name, the follow-up is asked without one; never one the learner already answered', () => {
    const [reply] = play('es', '¿Tienes mascota?', ['Tengo un perro, se llama Max, tiene tres años y es muy simpático.']);
    expect(reply).not.toMatch(/años/);
    const [withoutName] = play('de', 'Hast du Geschwister?', ['Ja, ich habe eine Schwester.', 'Sie ist Lehrerin in Köln.']);
    expect(withoutName).toMatch(/Familie|Geschwister/);
  });

  it('no follow-up after a no, a plain "yes", or a question of the learner’s own', () => {
    expect(play('es', '¿Tienes mascota?', ['No tengo mascota.'])[0]).not.toMatch(/¿Y cómo es|años/);
    // Another subject is no detail of the topic asked: no follow-up on sport after "I live in Moscow".
    expect(play('ru', 'Какой спорт вам нравится?', ['Я живу в Москве.'])[0]).not.toMatch(/спорт/);
    // A bare no to the topic asked is taken up before another topic.
    expect(play('de', 'Reist du gern?', ['Nein.'])[0]?.startsWith(`${REPLY_FRAMES.de.noted} `)).toBe(true);
    expect(play('es', '¿Y cómo es Max?', ['Sí.'])[0]).not.toMatch(/Max/);
    expect(play('es', '¿Y cómo es Max?', ['¿Y tú tienes perro?'])[0]).not.toMatch(/años tiene/);
  });
});

describe('a follow-up said again', () => {
  it('after "No entiendo", the same follow-up with the learner’s word, glossed in their language with it too', () => {
    const [asked] = play('es', '¿Tienes mascota?', ['Tengo un perro, se llama Max.']);
    expect(sayAgainSimpler('es', 'en', 'beginner', [], ['¿Tienes mascota?', asked ?? ''], ['Tengo un perro, se llama Max.', 'No entiendo.'])).toBe(
      `${REPLY_FRAMES.es.simpler} ¿Y cómo es Max? (And what is Max like?) ${REPLY_FRAMES.es.helpOffer}`,
    );
    const [german] = play('de', 'Wo wohnst du?', ['Ich wohne in Berlin.']);
    expect(sayAgainSimpler('de', 'en', 'beginner', [], ['Wo wohnst du?', german ?? ''], ['Ich wohne in Berlin.', 'Wie bitte?'])).toContain('(And what do you like about Berlin?)');
  });
});

describe('the follow-up data', () => {
  it('has one or two short questions per topic the content has, a slot only with its cues and a plain form, in every language', () => {
    for (const language of LANGUAGES) {
      const data = FOLLOW_UPS[language];
      const ids = new Set(CONTENT[language].topics.map((topic) => topic.id));
      expect(Object.keys(data.topics).length, language).toBeGreaterThanOrEqual(8);
      for (const [id, followUps] of Object.entries(data.topics)) {
        expect(ids.has(id as never), `${language} ${id}`).toBe(true);
        expect(followUps.length, `${language} ${id}`).toBeGreaterThanOrEqual(1);
        expect(followUps.length, `${language} ${id}`).toBeLessThanOrEqual(2);
        for (const followUp of followUps) {
          const [slotted, plain] = typeof followUp === 'string' ? [undefined, followUp] : followUp;
          for (const form of [slotted, plain].filter((text): text is string => text !== undefined)) {
            expect(form, language).toMatch(/[?？。]$/u);
            expect(questionCount(form) + (form.endsWith('。') ? 1 : 0), `${language}: ${form}`).toBe(1);
            expect(form.length, `${language}: ${form} is short`).toBeLessThanOrEqual(60);
          }
          expect(plain, language).not.toMatch(/\{/);
          if (slotted !== undefined) {
            expect(slotted.match(/\{(name|place)\}/g)?.length, `${language}: ${slotted}`).toBe(1);
            expect(slotted.includes('{name}') ? data.nameCues : data.placeCues, `${language}: cues for ${slotted}`).not.toBe('');
          }
        }
      }
    }
  });
});
