import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, LEARNING_MODES, type LanguageCode, type LearningGoal, type LearningMode, type SkillLevel } from '@parla/contract';
import { CONTENT } from './content/all-content.js';
import { chunkText, composeOfflineReply, composeOfflineTurn, createOfflineEngine, welcomeSuggestions, welcomeText } from './offline-engine.js';
import { PHRASEBOOKS } from './phrasebooks.js';
import { sharedSpellChecker, type SpellChecker } from './spell-checker.js';
import { taskItems } from './task-items.js';
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

/** A checker that finds nothing, for tests about the tasks rather than spelling (no dictionary to load). */
const quiet: Pick<SpellChecker, 'check'> = {
  check: async () => ({ mistakes: [], otherLanguage: false }),
};

beforeAll(async () => {
  await Promise.all(['es', 'de', 'en', 'fr'].map((language) => sharedSpellChecker().warm(language as 'es')));
}, 30_000);

interface Settings {
  targetLanguage: LanguageCode;
  nativeLanguage: LanguageCode;
  level: SkillLevel;
  mode: LearningMode;
  goals?: LearningGoal[];
}

/** Plays a conversation from the tutor's welcome: each learner message and the tutor's reply to it. Returns every tutor turn. */
async function converse(settings: Settings, learnerMessages: string[]): Promise<string[]> {
  const goals = settings.goals ?? [];
  const messages: TutorRequest['messages'] = [{ role: 'assistant', content: welcomeText(settings.targetLanguage, settings.nativeLanguage, settings.mode, settings.level, goals) }];
  for (const text of learnerMessages) {
    messages.push({ role: 'user', content: text });
    messages.push({ role: 'assistant', content: await composeOfflineReply({ ...settings, goals, systemPrompt: '', messages: [...messages] }, { spellChecker: quiet }) });
  }
  return messages.flatMap((message) => (message.role === 'assistant' ? [message.content] : []));
}

const spanishFromEnglish = { targetLanguage: 'es', nativeLanguage: 'en', level: 'beginner' } as const;
const praised = (reply: string) => reply.includes('✓');

describe('the offline tutor', () => {
  it('gives the same reply to the same input', async () => {
    expect(await composeOfflineReply(request())).toBe(await composeOfflineReply(request()));
  });

  it('answers in the target language', async () => {
    const spanish = await composeOfflineReply(request({ mode: 'roleplay' }));
    expect(spanish).toContain('camarera');
    const german = await composeOfflineReply(request({ targetLanguage: 'de', mode: 'roleplay', text: 'Hallo, ich heiße Ada.' }));
    expect(german).toContain('Kellnerin');
  });

  it('leaves spelling to the review on the learner’s message: the reply neither corrects nor praises the spelling', async () => {
    const misspelt = await composeOfflineReply(request({ text: 'Tengo un perrro muy bonito.' }));
    const clean = await composeOfflineReply(request({ text: 'Tengo un perro muy bonito.' }));
    expect(misspelt).not.toMatch(/ortografía|perrro/);
    expect(misspelt).toBe(clean);
    expect(clean).toBe('Hablas de «perro». ¿Cómo se llama tu mascota y cómo es?');
    expect(await composeOfflineReply(request({ mode: 'slang', text: 'El finde fue guay' }))).not.toMatch(/ortografía|funde/);
  });

  it('has a greeting, suggestions and content for every mode in all 15 languages', () => {
    for (const language of LANGUAGES) {
      expect(welcomeSuggestions(language).length).toBeGreaterThanOrEqual(3);
      expect(welcomeText(language, 'en', 'roleplay', 'beginner')).toContain(PHRASEBOOKS[language].greeting);
      expect(PHRASEBOOKS[language].otherLanguage.length, language).toBeGreaterThan(0);
      for (const mode of LEARNING_MODES.filter((candidate) => candidate !== 'free_conversation')) {
        const first = taskItems(language, 'en', mode, 'beginner')[0];
        expect(first, `${language} ${mode}`).toBeDefined();
        expect(welcomeText(language, 'en', mode, 'beginner'), `${language} ${mode}`).toContain(first?.prompt ?? '');
      }
    }
  });

  it('streams word-sized chunks that add up to the reply when it paces them', async () => {
    const engine = createOfflineEngine({ chunkDelayMs: 1 });
    const chunks: string[] = [];
    for await (const chunk of engine.generate(request(), new AbortController().signal)) {
      chunks.push(chunk);
    }
    expect(chunks.length).toBeGreaterThan(3);
    expect(chunks.join('')).toBe(await composeOfflineReply(request()));
    expect(chunkText('你好！我是你的中文老师。').every((chunk) => Array.from(chunk).length <= 12)).toBe(true);
  });

  it('sends the reply as one chunk when there is no pause between chunks', async () => {
    const chunks: string[] = [];
    for await (const chunk of createOfflineEngine().generate(request(), new AbortController().signal)) {
      chunks.push(chunk);
    }
    expect(chunks).toEqual([await composeOfflineReply(request())]);
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
      // What the learner wrote is quoted back, then the question they were answering comes again.
      const english = await composeOfflineReply(request({ targetLanguage: 'en', text: 'Hola, me llamo Ada' }));
      expect(english).toMatch(/^“Hola, me llamo Ada” is in another language\. Try it in English, with simple words\. [^?]+\?$/);
      expect(english).not.toMatch(/spelling|Holt|llano/);
      const french = await composeOfflineReply(request({ targetLanguage: 'fr', text: 'Ich heiße Ada und wohne in Berlin' }));
      expect(french).toMatch(/^« Ich heiße Ada und wohne in Berlin », c’est une autre langue\. Essaie en français, avec des mots simples\. [^?]+\?$/);
      expect(french).not.toMatch(/orthographe|underscore/);
    });

    it('still reads a message with a typo as the target language', async () => {
      expect(await composeOfflineReply(request({ targetLanguage: 'en', text: 'I realy like it' }))).not.toBe(PHRASEBOOKS.en.otherLanguage);
    });
  });

  describe('in translation', () => {
    it('asks for a sentence from the learner’s native language', async () => {
      const turns = await converse({ ...spanishFromEnglish, nativeLanguage: 'fr', mode: 'translation' }, []);
      expect(turns[0]).toContain('Traduce al español: «Je voudrais un café, s’il vous plaît.»');
    });

    it('does not praise a wrong answer: it asks again, then gives the model answer and moves on', async () => {
      const turns = await converse({ ...spanishFromEnglish, mode: 'translation' }, ['Quiero un té.', 'Quiero té.']);
      // What was right in it and a hint (the words' first letters), then the task again.
      expect(turns[1]).toBe('Todavía no. «Quiero un» está bien, pero falta algo. Pista: «Quiero un c… p… f…». Inténtalo otra vez: Traduce al español: «I’d like a coffee, please.»');
      expect(praised(turns[1] ?? '')).toBe(false);
      expect(turns[2]).toMatch(/^Todavía no\. La respuesta: «Quisiera un café, por favor»\. 'quisiera' is the polite way to order\. Siguiente: Traduce al español: «My sister lives in a big city\.»$/);
      expect(praised(turns[2] ?? '')).toBe(false);
    });

    it('praises a right answer by naming it and what matters in it, then moves on', async () => {
      const turns = await converse({ ...spanishFromEnglish, mode: 'translation' }, ['quisiera un café, por favor']);
      expect(turns[1]).toBe("✓ Correcto: «Quisiera un café, por favor». 'quisiera' is the polite way to order. Siguiente: Traduce al español: «My sister lives in a big city.»");
    });

    it('accepts a listed variant and a missing accent, naming the accent to mind', async () => {
      const turns = await converse({ ...spanishFromEnglish, mode: 'translation' }, ['Quiero un cafe.']);
      expect(turns[1]).toContain('✓ Correcto: «Quiero un café».');
      expect(turns[1]).toContain('Ojo con los acentos: cafe → café.');
    });

    it('calls an answer one letter off "almost", without accepting it', async () => {
      const turns = await converse({ ...spanishFromEnglish, mode: 'translation' }, ['Quisiera un cafe, por fabor']);
      // The word to look at again is named; an accent left out ("cafe") is not one.
      expect(turns[1]).toMatch(/^Casi\. Revisa «fabor»\. Pista: «Quisiera un café por f…»\. Inténtalo otra vez:/);
    });

    it('gives the answer at once to "no sé"', async () => {
      const turns = await converse({ ...spanishFromEnglish, mode: 'translation' }, ['no sé']);
      expect(turns[1]).toMatch(/^La respuesta: «Quisiera un café, por favor»\./);
    });

    it('reads a question as an attempt when the sentence to translate is a question', async () => {
      const turns = await converse({ ...spanishFromEnglish, mode: 'translation' }, ['Quisiera un café', 'Mi hermana vive en una ciudad grande', '¿Hay un tren?']);
      expect(turns[3]).toBe('Todavía no. «tren» está bien, pero falta algo. Pista: «Dónde e… l… e… d… tren». Inténtalo otra vez: Traduce al español: «Where is the train station?»');
    });

    it('answers a learner’s question honestly, repeats the task, and does not count it as a try', async () => {
      const turns = await converse({ ...spanishFromEnglish, mode: 'translation' }, ['¿Qué es un tren?', 'Un té', 'Un zumo']);
      expect(turns[1]).toBe('Sin conexión no puedo responder a esa pregunta. Volvamos al ejercicio: Traduce al español: «I’d like a coffee, please.»');
      expect(turns[2]).toMatch(/^Todavía no\. Pista: «Quisiera un c… p… f…»\./);
      expect(turns[3]).toMatch(/^Todavía no\. La respuesta:/);
    });
  });

  describe('in roleplay', () => {
    it('moves the scene on when the learner’s words meet the goal, naming them', async () => {
      const turns = await converse({ ...spanishFromEnglish, mode: 'roleplay' }, ['Quisiera un café con leche', 'Nada, gracias', '¿Cuánto es?']);
      expect(turns[0]).toContain('Escena: En la cafetería. El camarero: «¡Hola! ¿Qué quieres tomar?» (Tu objetivo: order a drink.)');
      expect(turns[1]).toMatch(/^✓ «café» — objetivo cumplido \(order a drink\)\. El camarero: «¿Algo para comer\?»/);
      expect(turns[3]).toContain('El camarero: «Son cuatro euros con cincuenta.»');
    });

    it('keeps the goal when the learner’s words do not meet it, with an example, and never praises', async () => {
      const turns = await converse({ ...spanishFromEnglish, mode: 'roleplay' }, ['Sí, claro, gracias']);
      expect(turns[1]).toBe('Todavía no. Inténtalo otra vez: Tu objetivo: order a drink. Por ejemplo: «Un café, por favor». El camarero: «¡Hola! ¿Qué quieres tomar?»');
    });

    it('opens the next scene once the last goal is met', async () => {
      const turns = await converse({ ...spanishFromEnglish, mode: 'roleplay' }, ['Un café', 'No, gracias', '¿Cuánto es?', 'Aquí tiene, adiós']);
      expect(turns[4]).toContain('¡Escena terminada! Escena: En la tienda de ropa.');
    });

    it('starts with a scene that serves the learner’s goals', () => {
      expect(welcomeText('es', 'en', 'roleplay', 'advanced', ['business'])).toContain('Una entrevista de trabajo');
      expect(welcomeText('es', 'en', 'roleplay', 'advanced', ['travel'])).toContain('Una reclamación en el aeropuerto');
    });
  });

  describe('in a mode with texts and questions', () => {
    it('checks the answer to the comprehension question', async () => {
      const right = await converse({ ...spanishFromEnglish, mode: 'storytelling' }, ['Se llama Toby']);
      expect(right[1]).toMatch(/^✓ Correcto: «toby»\. Siguiente: Marta vive en Sevilla\./);
      const wrong = await converse({ ...spanishFromEnglish, mode: 'storytelling' }, ['Se llama Max', 'Rex']);
      expect(praised(wrong[1] ?? '')).toBe(false);
      expect(wrong[2]).toContain('La respuesta: «Se llama Toby».');
    });
  });

  describe('in free conversation', () => {
    const settings = { targetLanguage: 'es', nativeLanguage: 'en', level: 'intermediate', mode: 'free_conversation' } as const;

    it('follows the topic the learner’s own words name', async () => {
      const turns = await converse(settings, ['Los domingos juego al fútbol con mis amigos.']);
      expect(turns[1]).toBe('Hablas de «fútbol». ¿Con qué frecuencia haces deporte?');
    });

    it('names the topic by its noun or base form, not the learner\'s inflected verb', async () => {
      const french = await converse({ ...settings, targetLanguage: 'fr' }, ['Je travaille dans une banque.']);
      expect(french[1]).toMatch(/^Tu parles de « travail »\./);
      const spanish = await converse(settings, ['Ayer trabajé mucho.']);
      expect(spanish[1]).toMatch(/^Hablas de «trabajo»\./);
    });

    it('answers a question it can and says honestly when it cannot, then goes on', async () => {
      const turns = await converse(settings, ['¿Cómo te llamas?', '¿Cuál es la capital de Mongolia?']);
      expect(turns[1]).toMatch(/^Me llamo Parla: soy tu tutor de español y funciono sin conexión\. ¿/);
      expect(turns[2]).toMatch(/^Sin conexión no puedo responder a esa pregunta\. ¿/);
    });

    it('asks no question twice while it has others', async () => {
      const turns = await converse(settings, ['Sí.', 'Vale.', 'No sé.', 'Bien.']);
      expect(new Set(turns).size).toBe(turns.length);
    });
  });

  it('gives beginners shorter, simpler content than advanced learners', () => {
    for (const mode of ['translation', 'storytelling', 'grammar'] as const) {
      const beginner = taskItems('es', 'en', mode, 'beginner');
      const advanced = taskItems('es', 'en', mode, 'advanced');
      const mean = (items: typeof beginner) => items.reduce((sum, item) => sum + item.prompt.length, 0) / items.length;
      expect(mean(advanced), mode).toBeGreaterThan(mean(beginner) * 1.3);
      expect(advanced.map((item) => item.key)).not.toEqual(beginner.map((item) => item.key));
    }
  });

  it('reads where it is from its own earlier turns, and starts the new mode’s task after a mode switch', async () => {
    const welcome = welcomeText('es', 'en', 'grammar', 'beginner');
    const reply = await composeOfflineTurn(
      { ...request({ mode: 'vocabulary', level: 'beginner' }), messages: [{ role: 'assistant', content: welcome }, { role: 'user', content: 'soy' }] },
      { spellChecker: quiet },
    );
    expect(reply.verdict).toBe('none');
    expect(reply.text).toBe(taskItems('es', 'en', 'vocabulary', 'beginner')[0]?.prompt);
  });

  it('never drops to small talk outside free conversation, in any language', async () => {
    for (const language of LANGUAGES) {
      for (const mode of LEARNING_MODES.filter((candidate) => candidate !== 'free_conversation')) {
        const items = taskItems(language, 'en', mode, 'intermediate');
        const turns = await converse({ targetLanguage: language, nativeLanguage: 'en', level: 'intermediate', mode }, ['ok', 'hmm', 'lol']);
        for (const turn of turns) {
          expect(items.some((item) => turn.includes(item.key)), `${language} ${mode}: ${turn}`).toBe(true);
          expect(praised(turn), `${language} ${mode}: ${turn}`).toBe(false);
        }
      }
    }
  });

  it('accepts every item’s model answer in every language and mode', async () => {
    for (const language of LANGUAGES) {
      for (const mode of LEARNING_MODES.filter((candidate) => candidate !== 'free_conversation')) {
        for (const item of taskItems(language, 'en', mode, 'beginner')) {
          const turn = await composeOfflineTurn(
            { ...request({ targetLanguage: language, mode, level: 'beginner' }), messages: [{ role: 'assistant', content: item.prompt }, { role: 'user', content: item.model }] },
            { spellChecker: quiet },
          );
          expect(turn.verdict, `${language} ${item.id} ← ${item.model}`).toBe('right');
        }
      }
    }
  });

  it('answers "what does that mean?" after an idiom or slang item with the explanation its content has, in any language', async () => {
    for (const [targetLanguage, nativeLanguage, question] of [['es', 'en', '¿Qué significa eso?'], ['fr', 'de', 'Was bedeutet das?'], ['de', 'en', 'What does that mean?'], ['it', 'en', 'Che vuol dire?']] as const) {
      for (const mode of ['idioms', 'slang'] as const) {
        const first = taskItems(targetLanguage, nativeLanguage, mode, 'beginner')[0];
        const turns = await converse({ targetLanguage, nativeLanguage, level: 'beginner', mode }, [question]);
        expect(turns[1], `${targetLanguage} ${mode}`).toContain(first?.explanation ?? '-');
        expect(turns[1]).toContain(first?.retry ?? '-');
        expect(turns[1]).not.toContain(CONTENT[targetLanguage].frames.offline);
      }
    }
  });

  it('teaches content written for each language (the Spanish file is not a translation of the English one)', () => {
    expect(CONTENT.es.idioms.beginner[0]?.[0]).toContain('Estar en las nubes');
    expect(CONTENT.de.idioms.beginner[0]?.[0]).toContain('Ich verstehe nur Bahnhof');
  });
});
