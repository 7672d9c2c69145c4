import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@parla/contract';
import { CONTENT } from './content/all-content.js';
import { conversationReply, topicName } from './conversation-reply.js';

/** The word a free-conversation reply quotes when it picks up the learner's topic, or undefined. */
function pickedUp(language: (typeof LANGUAGES)[number], message: string): string | undefined {
  const [before = '', after = ''] = CONTENT[language].frames.pickUp.split('{word}');
  const reply = conversationReply(language, 'beginner', [], [], message);
  const start = reply.indexOf(before);
  return start < 0 ? undefined : reply.slice(start + before.length, reply.indexOf(after, start + before.length));
}

describe('free conversation names the learner’s topic by a noun', () => {
  it('never quotes a verb phrase: "vivo en el centro" is about the city', () => {
    expect(conversationReply('es', 'beginner', [], [], 'Vivo en el centro con mi novia.')).toMatch(/^Hablas de «ciudad»\. /);
    expect(pickedUp('fr', 'J’habite près de la gare.')).toBe('ville');
    expect(pickedUp('it', 'Abito in centro.')).toBe('città');
    expect(pickedUp('pt', 'Moro no centro.')).toBe('cidade');
    expect(pickedUp('en', 'I live near the station.')).toBe('city');
    expect(pickedUp('de', 'Ich wohne im Zentrum.')).toBe('Stadt');
  });

  it('names a topic shown by a verb or adjective by its first keyword, in every language', () => {
    for (const language of LANGUAGES) {
      for (const topic of CONTENT[language].topics) {
        for (const cue of topic.cues?.split('|') ?? []) {
          const name = topicName(language, topic, { keyword: cue, word: cue }, true);
          expect(name.toLowerCase(), `${language}: ${cue}`).toBe((topic.keywords.split('|')[0] ?? '').toLowerCase());
          expect(topic.keywords.split('|'), `${language}: cue ${cue} is also a keyword`).not.toContain(cue);
        }
      }
    }
  });

  it('names a stem match by the topic’s noun, not by the learner’s inflected form', () => {
    expect(pickedUp('es', 'Ayer trabajé mucho.')).toBe('trabajo');
    expect(pickedUp('es', 'Mi hermana es médica.')).toBe('familia');
    expect(pickedUp('ru', 'Я люблю путешествовать.')).toBe('путешествие');
  });

  it('capitalises German nouns, whether the learner’s keyword or the topic’s name', () => {
    expect(pickedUp('de', 'Es regnet heute.')).toBe('Wetter');
    expect(pickedUp('de', 'Ich mag Hunde.')).toBe('Hund');
    for (const topic of CONTENT.de.topics) {
      for (const keyword of topic.keywords.split('|')) {
        for (const word of [keyword, `${keyword}en`]) {
          expect(topicName('de', topic, { keyword, word }, false), keyword).toMatch(/^\p{Lu}/u);
        }
      }
    }
  });
});

describe('free conversation never asks back what the learner just answered', () => {
  it('takes up a pet, a brother, a liking the learner told, and asks on', () => {
    const spanish = conversationReply('es', 'beginner', [], [], 'Tengo un perro, se llama Max.');
    expect(spanish).not.toMatch(/¿Tienes mascota\?|¿Cómo se llama tu mascota/);
    expect(spanish).toMatch(/^¡Qué bien! ¿/);
    const german = conversationReply('de', 'beginner', [], [], 'Ich habe einen Hund. Er heißt Bello.');
    expect(german).not.toMatch(/Hast du ein Haustier\?|Wie heißt dein Haustier/);
    expect(conversationReply('fr', 'beginner', [], [], 'J’ai deux frères.')).toBe('Tu parles de « frère ». Comment est ta famille ?');
    expect(conversationReply('fr', 'beginner', [], [], 'J’ai un chien.')).not.toMatch(/Tu as un animal/);
    expect(conversationReply('en', 'beginner', [], [], 'I have a cat called Tom.')).not.toMatch(/Do you have a pet\?|What is your pet called/);
    expect(conversationReply('es', 'beginner', [], [], 'Me gusta mucho el fútbol.')).toBe('Hablas de «fútbol». ¿Con qué frecuencia haces deporte?');
    expect(conversationReply('ru', 'beginner', [], [], 'У меня есть брат.')).toBe('Интересная тема: «брат». Какая у вас семья?');
    expect(conversationReply('ja', 'beginner', [], [], '犬を飼っています。')).not.toContain('ペットを飼っていますか');
    expect(conversationReply('zh', 'beginner', [], [], '我有一个哥哥。')).not.toContain('你有兄弟姐妹吗');
  });

  it('still asks what the message does not answer: "¿Cómo es tu familia?" after "Tengo un hermano"', () => {
    expect(conversationReply('es', 'intermediate', [], [], 'Tengo un hermano.')).toBe('Hablas de «familia». ¿Cómo es tu familia?');
    expect(conversationReply('es', 'beginner', [], [], 'Trabajo en un banco.')).toBe('Hablas de «trabajo». ¿Te gusta tu trabajo?');
    // A question asking for something needs an answer that says something it does not.
    expect(conversationReply('es', 'beginner', [], [], 'Me gusta mi trabajo.')).toBe('Hablas de «trabajo». ¿Qué es lo que más te gusta de tu trabajo?');
    expect(conversationReply('sv', 'beginner', [], [], 'Jag gillar mitt jobb.')).toBe('Du pratar om ”jobb”. Vad tycker du bäst om med ditt jobb?');
    expect(conversationReply('de', 'beginner', [], [], 'Ich mag meine Arbeit.')).toBe('Du sprichst von „Arbeit“. Was gefällt dir an deiner Arbeit am besten?');
    // …and a place or a name is such a thing: "Ich wohne in Berlin" answers "Wo wohnst du?".
    expect(conversationReply('de', 'beginner', [], [], 'Ich wohne in Berlin.')).not.toContain('Wo wohnst du?');
    expect(conversationReply('en', 'beginner', [], [], 'I have a cat called Tom.')).not.toContain('What is your pet called');
  });

  it('leaves a topic the learner said no to, taking it up without praise', () => {
    const reply = conversationReply('es', 'beginner', [], [], 'No tengo mascota.');
    expect(reply).toMatch(/^Ah, vale\. ¿/);
    expect(reply).not.toMatch(/mascota|¡Qué bien/);
  });

  it('remembers the last few messages: a question one of them answered is not asked later', () => {
    const pets = CONTENT.es.topics.find((topic) => topic.id === 'pets')?.questions[0] ?? '';
    const learner = ['Tengo un perro.', 'Sí.', 'No sé.'];
    const tutor = CONTENT.es.topics.filter((topic) => topic.id !== 'pets').map((topic) => topic.questions[0]);
    expect(conversationReply('es', 'beginner', [], tutor, 'No sé.', undefined, learner)).not.toContain(pets);
    // Without that message, the question comes.
    expect(conversationReply('es', 'beginner', [], tutor, 'No sé.', undefined, ['Sí.', 'No sé.'])).toContain(pets);
  });

  it('never asks a beginner the advanced question of a topic', () => {
    for (const language of LANGUAGES) {
      for (const topic of CONTENT[language].topics) {
        const keyword = topic.keywords.split('|')[0] ?? '';
        expect(conversationReply(language, 'beginner', [], [topic.questions[0], topic.questions[1]], keyword), `${language}: ${topic.id}`).not.toContain(topic.questions[2]);
      }
    }
  });
});

describe('"I have two brothers" and "I like football" are not asked back, in every language', () => {
  const said: Readonly<Record<(typeof LANGUAGES)[number], readonly [siblings: string, football: string]>> = {
    en: ['I have two brothers.', 'I like football.'],
    es: ['Tengo dos hermanos.', 'Me gusta el fútbol.'],
    fr: ['J’ai deux frères.', 'J’aime le foot.'],
    de: ['Ich habe zwei Brüder.', 'Ich mag Fußball.'],
    it: ['Ho due fratelli.', 'Mi piace il calcio.'],
    pt: ['Tenho dois irmãos.', 'Gosto de futebol.'],
    ja: ['兄が二人います。', 'サッカーが好きです。'],
    ko: ['형이 두 명 있어요.', '축구를 좋아해요.'],
    zh: ['我有两个哥哥。', '我喜欢足球。'],
    uk: ['У мене є два брати.', 'Мені подобається футбол.'],
    nl: ['Ik heb twee broers.', 'Ik vind voetbal leuk.'],
    pl: ['Mam dwóch braci.', 'Lubię piłkę nożną.'],
    ru: ['У меня есть два брата.', 'Мне нравится футбол.'],
    sv: ['Jag har två bröder.', 'Jag gillar fotboll.'],
    tr: ['İki kardeşim var.', 'Futbolu severim.'],
  };
  it.each([...LANGUAGES])('%s', (language) => {
    const [siblings, football] = said[language];
    const question = (id: string) => CONTENT[language].topics.find((topic) => topic.id === id)?.questions[0] ?? '-';
    const family = conversationReply(language, 'beginner', [], [], siblings);
    expect(family).not.toContain(question('family'));
    // Taken up as the family topic, with its next question.
    expect(family).toContain(CONTENT[language].topics.find((topic) => topic.id === 'family')?.questions[1]);
    const sport = conversationReply(language, 'beginner', [], [], football);
    expect(sport).not.toContain(question('sport'));
    expect(sport).toContain(CONTENT[language].topics.find((topic) => topic.id === 'sport')?.questions[1]);
  });
});
