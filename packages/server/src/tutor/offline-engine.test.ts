import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, LEARNING_MODES } from '@parla/contract';
import { chunkText, composeOfflineReply, createOfflineEngine, welcomeSuggestions, welcomeText } from './offline-engine.js';
import { PHRASEBOOKS } from './phrasebooks.js';
import { sharedSpellChecker } from './spell-checker.js';
import type { TutorRequest } from './tutor-engine.js';

function request(overrides: Partial<TutorRequest> & { text?: string } = {}): TutorRequest {
  const { text = 'Hola, me llamo Ada.', ...rest } = overrides;
  return {
    targetLanguage: 'es',
    nativeLanguage: 'en',
    level: 'intermediate',
    mode: 'free_conversation',
    goals: [],
    systemPrompt: '',
    messages: [{ role: 'user', content: text }],
    ...rest,
  };
}

beforeAll(async () => {
  await Promise.all(['es', 'de', 'en', 'fr'].map((language) => sharedSpellChecker().warm(language as 'es')));
}, 30_000);

/** Plays a conversation: the tutor's greeting, then each learner message and the tutor's reply to it. Returns every tutor turn. */
async function converse(settings: Pick<TutorRequest, 'targetLanguage' | 'nativeLanguage' | 'level' | 'mode'>, learnerMessages: string[]): Promise<string[]> {
  const messages: TutorRequest['messages'] = [{ role: 'assistant', content: welcomeText(settings.targetLanguage, settings.nativeLanguage, settings.mode, settings.level) }];
  for (const text of learnerMessages) {
    messages.push({ role: 'user', content: text });
    messages.push({ role: 'assistant', content: await composeOfflineReply({ ...settings, goals: [], systemPrompt: '', messages: [...messages] }) });
  }
  return messages.flatMap((message) => (message.role === 'assistant' ? [message.content] : []));
}

/** How many of the tutor's turns hold the line. */
function timesSaid(line: string, tutorTurns: readonly string[]): number {
  return tutorTurns.filter((turn) => turn.includes(line)).length;
}

describe('the offline tutor', () => {
  it('gives the same reply to the same input', async () => {
    expect(await composeOfflineReply(request())).toBe(await composeOfflineReply(request()));
  });

  it('answers in the target language', async () => {
    const spanish = await composeOfflineReply(request({ mode: 'roleplay' }));
    expect(spanish).toContain('camarero');
    const german = await composeOfflineReply(request({ targetLanguage: 'de', mode: 'roleplay', text: 'Hallo, ich heiße Ada.' }));
    expect(german).toContain('Kellner');
  });

  it('points out misspelt words with a suggestion from the Hunspell dictionary', async () => {
    const reply = await composeOfflineReply(request({ text: 'Tengo un perrro muy bonito.' }));
    expect(reply).toMatch(/^Cuidado con la ortografía: perrro → perro/);
    const clean = await composeOfflineReply(request({ text: 'Tengo un perro muy bonito.' }));
    expect(clean).not.toContain('ortografía');
  });

  it('does not flag proper names', async () => {
    expect(await composeOfflineReply(request({ text: 'Hola, me llamo Ada' }))).not.toContain('ortografía');
  });

  it("suggests 'café' for 'caffe'", async () => {
    expect(await composeOfflineReply(request({ text: 'Un caffe, por favor.' }))).toMatch(/^Cuidado con la ortografía: caffe → café/);
  });

  it('is shaped by the learning mode', async () => {
    expect(await composeOfflineReply(request({ mode: 'translation' }))).toMatch(/al español: «.+»/);
    expect(await composeOfflineReply(request({ mode: 'vocabulary' }))).toContain('Palabra nueva');
    expect(await composeOfflineReply(request({ mode: 'grammar' }))).toMatch(/estructura|Recuerda/);
    expect(await composeOfflineReply(request({ mode: 'idioms' }))).toContain('modismo');
  });

  it('gives the sentence to translate in the learner\'s native language', async () => {
    const reply = await composeOfflineReply(request({ mode: 'translation', nativeLanguage: 'fr' }));
    expect(PHRASEBOOKS.fr.practiceSentences.some((sentence) => reply.includes(sentence))).toBe(true);
  });

  it('writes less for beginners than for advanced learners', async () => {
    const beginner = await composeOfflineReply(request({ level: 'beginner', mode: 'roleplay' }));
    const advanced = await composeOfflineReply(request({ level: 'advanced', mode: 'roleplay' }));
    expect(advanced.startsWith(beginner.slice(0, 10))).toBe(true);
    expect(advanced.length).toBeGreaterThan(beginner.length);
    expect(advanced.trim().endsWith('?')).toBe(true);
  });

  it('has every mode line, greeting and suggestion in all 15 languages', () => {
    for (const language of LANGUAGES) {
      const book = PHRASEBOOKS[language];
      for (const mode of LEARNING_MODES) {
        expect(book.modes[mode].length, `${language} ${mode}`).toBeGreaterThan(0);
      }
      expect(welcomeSuggestions(language).length).toBeGreaterThanOrEqual(3);
      expect(welcomeText(language, 'en', 'roleplay', 'beginner')).toContain(book.greeting);
      expect(book.otherLanguage.length, language).toBeGreaterThan(0);
    }
  });

  it('streams word-sized chunks that add up to the reply', async () => {
    const engine = createOfflineEngine();
    const chunks: string[] = [];
    for await (const chunk of engine.generate(request(), new AbortController().signal)) {
      chunks.push(chunk);
    }
    expect(chunks.length).toBeGreaterThan(3);
    expect(chunks.join('')).toBe(await composeOfflineReply(request()));
    expect(chunkText('你好！我是你的中文老师。').every((chunk) => Array.from(chunk).length <= 12)).toBe(true);
  });

  it('stops when the signal aborts', async () => {
    const engine = createOfflineEngine({ chunkDelayMs: 5 });
    const controller = new AbortController();
    const chunks: string[] = [];
    for await (const chunk of engine.generate(request(), controller.signal)) {
      chunks.push(chunk);
      controller.abort();
    }
    expect(chunks).toHaveLength(1);
  });

  describe('when most of the message is in another language', () => {
    it('corrects no spelling and asks, in the target language, to try writing it in that language', async () => {
      const english = await composeOfflineReply(request({ targetLanguage: 'en', text: 'Hola, me llamo Ada' }));
      expect(english).toBe(PHRASEBOOKS.en.otherLanguage);
      expect(english).not.toMatch(/spelling|Holt|llano/);
      const french = await composeOfflineReply(request({ targetLanguage: 'fr', text: 'i dont understand' }));
      expect(french).toBe(PHRASEBOOKS.fr.otherLanguage);
      expect(french).not.toMatch(/orthographe|underscore/);
    });

    it('still corrects a real typo in a message in the target language', async () => {
      expect(await composeOfflineReply(request({ targetLanguage: 'en', text: 'I realy like it' }))).toMatch(/^Watch the spelling: realy → really\. /);
    });
  });

  it("suggests 'heiße' for 'heisse', not 'hisse'", async () => {
    expect(await composeOfflineReply(request({ targetLanguage: 'de', text: 'Ich heisse Ada' }))).toMatch(/^Achte auf die Rechtschreibung: heisse → heiße\. /);
  });

  describe('over a conversation', () => {
    const english = { targetLanguage: 'en', nativeLanguage: 'es', level: 'intermediate' } as const;
    const learner = ['I am a teacher.', 'I like music and films.', 'I went to the park.', 'I want to visit Japan.', 'I like pizza.', 'I play the guitar.'];

    it('asks no question twice in free conversation while it has others, the greeting’s included', async () => {
      const turns = await converse({ ...english, mode: 'free_conversation' }, learner.slice(0, 5));
      expect(turns[0]).toContain('Tell me a little about yourself. What do you do?');
      for (const line of [...PHRASEBOOKS.en.modes.free_conversation, ...PHRASEBOOKS.en.followUps]) {
        expect(timesSaid(line, turns), line).toBe(1);
      }
    });

    it('moves the roleplay forward line by line and never goes back to its opening', async () => {
      const turns = await converse({ ...english, targetLanguage: 'fr', mode: 'roleplay' }, ['Un café, s’il vous plaît.', 'Non, merci.', 'Oui, c’est très bon.', 'Oui, merci beaucoup.', 'Au revoir !']);
      const scene = PHRASEBOOKS.fr.modes.roleplay;
      scene.forEach((line, index) => expect(turns[index], line).toContain(line));
      expect(timesSaid('Bonjour, qu’est-ce que je vous sers ?', turns)).toBe(1);
      expect(turns.at(-1)).not.toContain(scene[0]);
    });

    it('gives each sentence to translate once, then asks an open question', async () => {
      const turns = await converse({ ...english, mode: 'translation' }, ['I would like a coffee, please.', 'My sister lives in a big city.', 'We went to the beach last summer.', 'Where is the train station?']);
      for (const sentence of PHRASEBOOKS.es.practiceSentences) {
        expect(timesSaid(sentence, turns), sentence).toBe(1);
      }
      expect(PHRASEBOOKS.en.followUps.some((question) => turns.at(-1)?.includes(question))).toBe(true);
    });

    it('varies its praise while it has other words for it', async () => {
      const turns = await converse({ ...english, mode: 'grammar' }, learner.slice(0, 4));
      for (const praise of PHRASEBOOKS.en.encouragement) {
        expect(timesSaid(praise, turns), praise).toBe(1);
      }
    });

    it('goes back to the question said longest ago once every line is used', async () => {
      const turns = await converse({ ...english, mode: 'free_conversation' }, learner);
      const sixth = turns[6] ?? '';
      expect(PHRASEBOOKS.en.followUps.some((question) => sixth.includes(question))).toBe(true);
      expect(turns.slice(1, 6).findIndex((turn) => PHRASEBOOKS.en.followUps.some((question) => turn.includes(question) && sixth.includes(question)))).toBe(1);
    });
  });
});
