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
  it('never quotes a verb phrase: "vivo en Madrid" is about the city', () => {
    expect(conversationReply('es', 'beginner', [], [], 'Vivo en Madrid con mi novia.')).toMatch(/^Hablas de «ciudad»\. /);
    expect(pickedUp('fr', 'J’habite à Lyon.')).toBe('ville');
    expect(pickedUp('it', 'Abito a Roma.')).toBe('città');
    expect(pickedUp('pt', 'Moro em Lisboa.')).toBe('cidade');
    expect(pickedUp('en', 'I live in London.')).toBe('city');
    expect(pickedUp('de', 'Ich wohne in Berlin.')).toBe('Stadt');
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
