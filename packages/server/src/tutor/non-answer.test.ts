import type { LanguageCode, LearningMode, SkillLevel } from '@parla/contract';
import { describe, expect, it } from 'vitest';
import { writeTinyDictionary } from '../../test/dictd-files.js';
import { detectDictionaries } from '../vocabulary/dictionary-shelf.js';
import { CONTENT } from './content/all-content.js';
import { answerHowToSay } from './how-to-say.js';
import { answerHint, isGreeting, isNotUnderstood, sentenceAbout } from './non-answer.js';
import { composeOfflineTurn, welcomeText, type OfflineTurn } from './offline-engine.js';
import type { SpellChecker } from './spell-checker.js';
import { taskItems } from './task-items.js';
import type { TutorRequest } from './tutor-engine.js';
import type { MeaningSources } from './word-meaning-answer.js';

// The embedded tutor's replies to messages that do not answer its task (#19), on messages that are not in the
// reply benchmark (eval/reply-eval.ts).

/** A checker that reads every message as the target language. */
const quiet: Pick<SpellChecker, 'check'> = { check: async () => ({ mistakes: [], otherLanguage: false }) };
/** A checker that reads every message as another language. */
const foreign: Pick<SpellChecker, 'check'> = { check: async () => ({ mistakes: [], otherLanguage: true }) };

/** English → Spanish and Spanish → English dictionaries of a few words. */
const sources: MeaningSources = {
  shelf: detectDictionaries(
    writeTinyDictionary('freedict-eng-spa', { tomorrow: 'tomorrow\nmañana\n', dog: 'dog\nperro\n' }),
  ),
};
const spanishShelf: MeaningSources = { shelf: detectDictionaries(writeTinyDictionary('freedict-spa-eng', { mañana: 'mañana\ntomorrow; morning\n' })) };

interface Setting {
  target: LanguageCode;
  mode: LearningMode;
  level?: SkillLevel;
  native?: LanguageCode;
}

/** The tutor's replies to the learner's messages, from its welcome on; the last turn's verdict too. */
async function play(setting: Setting, messages: readonly string[], checker = quiet, meaningSources: MeaningSources = sources): Promise<{ replies: string[]; last: OfflineTurn }> {
  const { target, mode, level = 'beginner', native = 'en' } = setting;
  const turns: TutorRequest['messages'] = [{ role: 'assistant', content: welcomeText(target, native, mode, level) }];
  const replies: string[] = [];
  let last: OfflineTurn | undefined;
  for (const text of messages) {
    turns.push({ role: 'user', content: text });
    last = await composeOfflineTurn({ targetLanguage: target, nativeLanguage: native, mode, level, goals: [], systemPrompt: '', messages: [...turns] }, { spellChecker: checker, meaningSources });
    turns.push({ role: 'assistant', content: last.text });
    replies.push(last.text);
  }
  if (!last) {
    throw new Error('no message');
  }
  return { replies, last };
}

const first = (target: LanguageCode, mode: LearningMode, level: SkillLevel = 'beginner') => {
  const item = taskItems(target, 'en', mode, level)[0];
  if (!item) {
    throw new Error('no item');
  }
  return item;
};

describe('"I don’t understand", "again", "slower"', () => {
  it('says the task more simply with a hint, never "not quite", and gives the answer when asked a second time', async () => {
    const item = first('es', 'vocabulary');
    const { replies, last } = await play({ target: 'es', mode: 'vocabulary' }, ['no lo entiendo', 'no comprendo']);
    expect(replies[0]).toBe(`Te lo explico más fácil: escribe solo la palabra que falta en el hueco (___). Pista: «b _ _ _ _ _ _ _ _ _». ${item.retry}`);
    expect(replies[1]).toMatch(/^La respuesta: «biblioteca»\./);
    expect(last.verdict).toBe('wrong');
  });

  it('is recognised in the learner’s own language and in English, only in a short message', () => {
    expect(isNotUnderstood('Je ne comprends pas', 'es', 'fr')).toBe(true);
    expect(isNotUnderstood('sorry, I don’t understand', 'de', 'ja')).toBe(true);
    expect(isNotUnderstood('Ich verstehe nicht, warum mein Bruder immer so spät nach Hause kommt und nie anruft', 'de', 'en')).toBe(false);
  });

  it('a scene’s goal is named once when the task is said simply', async () => {
    const { last } = await play({ target: 'es', mode: 'roleplay' }, ['no entiendo']);
    expect(last.text.match(/order a drink/g)).toHaveLength(1);
  });

  it('in free conversation asks the same question one level simpler, glossed in the learner’s language, and offers help', async () => {
    const { replies } = await play({ target: 'fr', mode: 'free_conversation', level: 'advanced' }, ['pas compris']);
    const work = CONTENT.fr.topics.find((topic) => topic.id === 'work');
    const gloss = CONTENT.en.topics.find((topic) => topic.id === 'work')?.questions[1];
    expect(replies[0]).toBe(`Je te l’explique plus simplement : ${work?.questions[1]} (${gloss}) Quelques mots suffisent ; je t’aide.`);
  });

  it('does not take the words of a right answer for a plea ("otra vez")', async () => {
    expect((await play({ target: 'es', mode: 'grammar', level: 'intermediate' }, ['fui'])).last.verdict).toBe('right');
  });
});

describe('a greeting', () => {
  it('is greeted back, then the task comes again, not judged as a wrong answer', async () => {
    const item = first('de', 'grammar');
    const { last } = await play({ target: 'de', mode: 'grammar' }, ['Guten Morgen!']);
    expect(last.text).toBe(`Hallo! Schön, dass du da bist. Zurück zur Übung: ${item.retry}`);
    expect(last.verdict).toBe('none');
  });

  it('is a greeting only at the start of a short message, in the language learnt or the learner’s own', () => {
    expect(isGreeting('hello there', 'pt', 'en')).toBe(true);
    expect(isGreeting('Boa tarde!', 'pt', 'en')).toBe(true);
    expect(isGreeting('Hijo', 'es', 'en')).toBe(false);
    expect(isGreeting('Ayer dije hola a mi vecino', 'es', 'en')).toBe(false);
  });
});

describe('a question instead of an answer', () => {
  it('"how do you say X?" is answered from the learner’s-language dictionary, then the task comes again', async () => {
    const item = first('es', 'translation');
    const { last } = await play({ target: 'es', mode: 'translation' }, ['How do you say tomorrow in Spanish?']);
    expect(last.text).toBe(`«tomorrow» en español: mañana. ${item.retry}`);
    expect(answerHowToSay('¿Cómo se dice «dog»?', 'es', 'en', sources)).toBe('«dog» en español: perro.');
    expect(answerHowToSay('¿Cómo se dice «cat»?', 'es', 'en', sources)).toBeUndefined();
  });

  it('"how do you say X?" for the drill’s own answer gets a hint, not the answer', async () => {
    const library: MeaningSources = { shelf: detectDictionaries(writeTinyDictionary('freedict-eng-spa', { library: 'library\nbiblioteca\n' })) };
    const { last } = await play({ target: 'es', mode: 'vocabulary' }, ['How do you say library?'], quiet, library);
    expect(last.text).not.toContain('biblioteca');
    expect(last.text).toMatch(/^Te lo explico más fácil: escribe solo la palabra que falta en el hueco \(___\)\. Pista: «b _ _ _ _ _ _ _ _ _»\./);
  });

  it('"what does X mean?" about a word of the task is answered from the dictionary', async () => {
    const { last } = await play({ target: 'es', mode: 'vocabulary' }, ['¿Qué significa «mañana»?'], quiet, spanishShelf);
    expect(last.text).toMatch(/^“mañana” means: tomorrow; morning\. Completa/);
    expect(last.verdict).toBe('none');
  });

  it('"what does X mean?" about a word of a story with no dictionary for the pair says so plainly; about the idiom, explains it', async () => {
    const none: MeaningSources = { shelf: { dictionaries: [] } };
    const story = await play({ target: 'nl', mode: 'storytelling' }, ['Wat betekent bruin?'], quiet, none);
    expect(story.last.text).toMatch(/^I have no offline dictionary for this pair of languages, so I can’t tell you what “bruin” means without a connection\. Tip: /);
    const idiom = first('fr', 'idioms');
    const asked = await play({ target: 'fr', mode: 'idioms' }, [`Que veut dire « ${idiom.explanation?.match(/«\s*([^»]+?)\s*»/)?.[1] ?? '-'} » ?`], quiet, none);
    expect(asked.last.text.startsWith(idiom.explanation ?? '-')).toBe(true);
  });

  it('"what does that mean?" in a drill says the task simply, with a hint', async () => {
    const { last } = await play({ target: 'it', mode: 'translation' }, ['Cosa significa?']);
    expect(last.text).toMatch(/^Te lo spiego in modo più semplice: scrivi questa frase in italiano, con parole tue\. Aiuto: «\S+ /);
  });

  it('a question on the text is answered by the text’s sentence on it', async () => {
    const item = first('de', 'storytelling');
    const { last } = await play({ target: 'de', mode: 'storytelling' }, ['Welche Farbe hat der Hund? Ist er braun?']);
    expect(last.text).toBe(`Im Text steht: „Er ist klein und braun“. ${item.retry}`);
    expect(sentenceAbout('Anna wohnt in Rom. Sie arbeitet in einer Bäckerei.', 'Wo arbeitet sie?', 'de')).toBe('Sie arbeitet in einer Bäckerei');
  });

  it('in a scene, a question is a line of the scene: judged, not declined', async () => {
    const { last } = await play({ target: 'en', mode: 'roleplay' }, ['Could I get a hot chocolate?']);
    expect(last.verdict).toBe('right');
    const off = await play({ target: 'es', mode: 'roleplay' }, ['¿Tienen wifi aquí?']);
    expect(off.last.text).toMatch(/^Todavía no\. Inténtalo otra vez: Tu objetivo: order a drink\./);
  });

  it('a question the text has no sentence of its own on is not answered with a random sentence', () => {
    expect(sentenceAbout('Tom hat eine Katze. Die Katze schläft viel.', 'Welche Farbe hat die Katze?', 'de')).toBeUndefined();
  });

  it('another question is answered honestly, and the task comes back', async () => {
    const item = first('pt', 'grammar');
    const { last } = await play({ target: 'pt', mode: 'grammar' }, ['Onde você mora?']);
    expect(last.text).toBe(`Sem conexão, não consigo responder a essa pergunta. Vamos voltar ao exercício: ${item.retry}`);
  });
});

describe('an answer in another language', () => {
  it('quotes it, asks for it in the language learnt with a hint, never praises', async () => {
    const item = first('it', 'translation');
    const { last } = await play({ target: 'it', mode: 'translation' }, ['I would love a coffee'], foreign);
    expect(last.text).toMatch(/^«I would love a coffee» è in un’altra lingua\. Prova in italiano, con parole semplici\. Aiuto: «\S+ /);
    expect(last.text.endsWith(item.retry)).toBe(true);
    expect(last.text).not.toContain('✓');
    expect(last.verdict).toBe('wrong');
  });

  it('names the right words of a right answer given in another language, and still asks for the language learnt', async () => {
    const { last } = await play({ target: 'es', mode: 'roleplay' }, ['Je voudrais un café au lait'], foreign);
    expect(last.text).toMatch(/^«Je voudrais un café au lait» está en otro idioma\. Inténtalo en español, con palabras sencillas\. «café» está bien, pero falta algo\. Tu objetivo: order a drink\./);
    expect(last.text).not.toContain('✓');
  });

  it('in free conversation, asks the question again without the words that led into it', async () => {
    const { replies } = await play({ target: 'fr', mode: 'free_conversation' }, ['je ne comprends pas', 'I have a dog'], foreign);
    expect(replies[1]).toMatch(/^« I have a dog », c’est une autre langue\. Essaie en français, avec des mots simples\. [^:]+\?$/);
  });

  it('in free conversation, greets back a one-word greeting in another language instead of asking for the language learnt', async () => {
    const { last } = await play({ target: 'en', mode: 'free_conversation', native: 'es' }, ['Hola'], foreign);
    expect(last.text).toMatch(/^Hi! Good to see you\. .+\?$/);
  });

  it('knows a message in another script is in another language, with no dictionary to ask (Japanese, Korean, Chinese)', async () => {
    const { last } = await play({ target: 'ja', mode: 'translation' }, ['I would like a coffee']);
    expect(last.text).toMatch(/^「I would like a coffee」はほかの言語ですね。/);
    expect(last.verdict).toBe('wrong');
    expect((await play({ target: 'ko', mode: 'free_conversation' }, ['I like football very much'])).last.text).toMatch(/^“I like football very much”은\(는\) 다른 언어예요\./);
  });

  it('reads one word as an answer, not as another language (a name of the text)', async () => {
    const { last } = await play({ target: 'de', mode: 'storytelling' }, ['Maria'], foreign);
    expect(last.text).toMatch(/^Noch nicht ganz\. Tipp: „Er h… B…“\./);
  });
});

describe('the learner’s own news during a drill', () => {
  it('is taken up by its topic, then the task comes again (not "not quite")', async () => {
    const item = first('fr', 'vocabulary');
    const { last } = await play({ target: 'fr', mode: 'vocabulary' }, ['Mon chien est malade depuis hier.']);
    expect(last.text).toBe(`Tu me parles de « chien » : on pourra en discuter en conversation libre ! Maintenant, l’exercice : ${item.retry}`);
    expect(last.verdict).toBe('none');
  });

  it('a translation tried in other words is an attempt, not news ("Se avessi saputo" for another sentence)', async () => {
    const { last } = await play({ target: 'it', mode: 'translation', level: 'advanced' }, ['Magari sapessi parlare molte lingue']);
    expect(last.verdict).toBe('wrong');
    expect(last.text).toMatch(/^Non ancora\./);
  });

  it('in a scene, a compound names what is ordered by its head ("Orangensaft"), and the example’s words are never "right"', async () => {
    expect((await play({ target: 'de', mode: 'roleplay' }, ['Einen Orangensaft, bitte.'])).last.verdict).toBe('right');
    const { last } = await play({ target: 'de', mode: 'roleplay' }, ['Einen Tisch, bitte.']);
    expect(last.text).toMatch(/^Noch nicht ganz\. Versuch es noch einmal: Dein Ziel: order a drink\./);
  });

  it('an attempt sharing words with the task is still judged', async () => {
    const { last } = await play({ target: 'es', mode: 'translation' }, ['Yo quiero un té']);
    expect(last.verdict).toBe('wrong');
    expect(last.text).toMatch(/^Todavía no\. «quiero un» está bien/i);
  });
});

describe('a wrong or one-word answer', () => {
  it('names what was right and gives a hint, not the same line as before', async () => {
    const { replies } = await play({ target: 'pt', mode: 'translation' }, ['café']);
    expect(replies[0]).toMatch(/^Ainda não\. «café» está certo, mas falta alguma coisa\. Dica: «\S+ /);
  });

  it('names no small word alone as "right" ("zu", "der")', async () => {
    const { last } = await play({ target: 'de', mode: 'translation' }, ['Ich fahre zu der Bank']);
    expect(last.text).toMatch(/^Noch nicht ganz\. Tipp: /);
  });

  it('hints at a single word by its first letter and its length, more of a sentence below advanced', () => {
    expect(answerHint(first('es', 'grammar', 'intermediate'), 'fue', 'es', 'intermediate')).toBe('Pista: «f _ _».');
    const sentence = first('fr', 'translation');
    expect(answerHint(sentence, '', 'fr', 'beginner')).toMatch(/^Indice : « Je v… /);
    expect(answerHint(sentence, '', 'fr', 'advanced')).toMatch(/^Indice : « J… v… /);
  });

  it('hints beyond what the learner already wrote right in a language without spaces', () => {
    expect(answerHint(first('ja', 'translation'), 'コーヒー', 'ja', 'beginner')).toBe('ヒント：「コーヒーをく…」。');
  });

  it('never repeats its previous reply word for word: the same question again gets the answer and the next task', async () => {
    const item = first('es', 'idioms');
    const { replies } = await play({ target: 'es', mode: 'idioms' }, ['¿Qué significa eso?', '¿Qué significa eso?']);
    expect(replies[0]).toContain(item.retry);
    expect(replies[1]).not.toBe(replies[0]);
    expect(replies[1]).toMatch(new RegExp(`^La respuesta: «${item.model.replace(/[.]$/, '')}»\\.`));
  });
});
