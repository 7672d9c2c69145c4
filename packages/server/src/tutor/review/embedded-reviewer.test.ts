import { messageReview, type LanguageCode } from '@parla/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { createSpellChecker } from '../spell-checker.js';
import { createEmbeddedReviewer } from './embedded-reviewer.js';
import type { ReviewRequest } from './review-types.js';

const checker = createSpellChecker();
const reviewer = createEmbeddedReviewer({ spellChecker: checker, dictionaryWaitMs: 30_000 });

afterAll(async () => {
  await checker.close();
});

function request(targetLanguage: LanguageCode, text: string, taughtWords: string[] = []): ReviewRequest {
  return { text, targetLanguage, nativeLanguage: 'en', level: 'beginner', mode: 'free_conversation', taughtWords };
}

async function review(targetLanguage: LanguageCode, text: string, taughtWords: string[] = []) {
  const result = await reviewer.review(request(targetLanguage, text, taughtWords), new AbortController().signal);
  expect(messageReview.safeParse(result).success).toBe(true);
  return result;
}

describe('the embedded reviewer', () => {
  it('awaits a dictionary still loading: the first German message is checked, its misspelt noun flagged', async () => {
    const result = await review('de', 'Meine Wonung hat einen grossen Balkon.');
    // Grammar is never claimed as checked: its rules cover frequent slips, not every sentence.
    expect(result.checks).toEqual([
      { kind: 'spelling', status: 'ran' },
      { kind: 'grammar', status: 'unavailable' },
    ]);
    expect(result.corrections.map(({ original, replacement, category }) => ({ original, replacement, category }))).toEqual([
      { original: 'Wonung', replacement: 'Wohnung', category: 'spelling' },
      { original: 'grossen', replacement: 'großen', category: 'spelling' },
    ]);
    expect(result.corrected_text).toBe('Meine Wohnung hat einen großen Balkon.');
  }, 40_000);

  it('reports spelling unavailable when the dictionary does not load in time, rather than "no mistakes"', async () => {
    const cold = createSpellChecker();
    try {
      const hurried = createEmbeddedReviewer({ spellChecker: cold, dictionaryWaitMs: 1 });
      const result = await hurried.review(request('pl', 'Lubie jablka.'), new AbortController().signal);
      expect(result.checks).toEqual([
        { kind: 'spelling', status: 'unavailable' },
        { kind: 'grammar', status: 'unavailable' },
      ]);
      expect(result.corrections).toEqual([]);
    } finally {
      await cold.close();
    }
  });

  it('corrects spelling and grammar together, sorted, with explanations in the native language', async () => {
    const result = await reviewer.review({ ...request('es', 'Yo tiene un cafe en la mesa.'), nativeLanguage: 'fr' }, new AbortController().signal);
    expect(result.corrected_text).toBe('Yo tengo un café en la mesa.');
    expect(result.corrections.map(({ start, original, category, explanation }) => ({ start, original, category, explanation }))).toEqual([
      { start: 3, original: 'tiene', category: 'conjugation', explanation: 'Le verbe s’accorde avec « Yo » : « tengo ».' },
      { start: 12, original: 'cafe', category: 'accent', explanation: 'Accent : « café » s’écrit avec son accent.' },
    ]);
    expect(result.engine).toBe('embedded');
  }, 40_000);

  it('never flags a word the tutor itself used', async () => {
    expect((await review('fr', 'On se retrouve au Cafe Flore ? Le cafe est bon.')).corrections.map((item) => item.original)).toEqual(['Cafe', 'cafe']);
    expect((await review('fr', 'On se retrouve au Cafe Flore ? Le cafe est bon.', ['Rendez-vous au cafe « Cafe Flore » !'])).corrections).toEqual([]);
  }, 40_000);

  it('leaves correct sentences, slang and names alone', async () => {
    const correct: [LanguageCode, string][] = [
      ['es', '¡Órale, güey! El finde nos vemos en casa de Lupita.'],
      ['es', 'Mi hermana está en Sevilla y trabaja en un hospital.'],
      ['fr', 'Avec Mathilde, on a mangé des crêpes hier soir, c’était trop bien.'],
      ['de', 'Gestern bin ich mit Jonas ins Kino gegangen, weil es geregnet hat.'],
      ['it', 'Domani vado al mare con Giulia, se non piove.'],
      ['pt', 'Ontem eu fui ao mercado e comprei pão, queijo e frutas.'],
      ['en', 'I have been living in Leeds since 2019 and I love it.'],
      ['en', 'I live with Ignacio and Pernille in Sheffield.'],
      ['pt', 'Moro com Svetlana e Dietrich em Coimbra.'],
      ['nl', 'Morgen ga ik met mijn vrienden naar het strand.'],
      ['sv', 'Idag ska jag träffa Anna på ett kafé.'],
    ];
    for (const [language, text] of correct) {
      expect((await review(language, text)).corrections, `${language}: ${text}`).toEqual([]);
    }
  }, 60_000);

  it('says spelling and grammar are unavailable in Japanese, and still gives what its grammar rules find', async () => {
    const result = await review('ja', 'こんにちわ。私は学生です。');
    expect(result.checks).toEqual([
      { kind: 'spelling', status: 'unavailable' },
      { kind: 'grammar', status: 'unavailable' },
    ]);
    expect(result.corrected_text).toBe('こんにちは。私は学生です。');
  });

  it('restores an accent the dictionary cannot miss, from word counts of the tutor\'s texts, and leaves accent pairs to context', async () => {
    const fixes = async (language: LanguageCode, text: string) => (await review(language, text)).corrections.map(({ original, replacement, category }) => `${original}>${replacement}:${category}`);
    expect(await fixes('pt', 'A musica brasileira é famosa.')).toEqual(['musica>música:accent']);
    expect(await fixes('de', 'Wir fahren nach Osterreich.')).toEqual(['Osterreich>Österreich:accent']);
    // Both spellings are words: the verb forms "compro"/"compró" and the demonstrative "esta" stay as written.
    expect(await fixes('es', 'Yo compro esta casa.')).toEqual([]);
    expect(await fixes('es', 'No se dónde vive, pero tu tienes su número.')).toEqual(['se>sé:accent', 'tu>tú:accent']);
    expect(await fixes('it', 'Lui e stanco, non e vero?')).toEqual(['e>è:accent', 'e>è:accent']);
    expect(await fixes('it', 'Lui e lei vanno al mare.')).toEqual([]);
  }, 40_000);

  it('lets word counts decide between equally close suggestions, and corrects a misspelt name the dictionary knows', async () => {
    const fixes = async (language: LanguageCode, text: string) => (await review(language, text)).corrections.map(({ original, replacement }) => `${original}>${replacement}`);
    expect(await fixes('de', 'Ich arbeite in einer Schuhle.')).toEqual(['Schuhle>Schule']);
    expect(await fixes('nl', 'Ik woon in Amsterdm en ik werk in Utrecht.')).toEqual(['Amsterdm>Amsterdam']);
    expect(await fixes('fr', 'Je vais au marché avec ma soeur.')).toEqual(['soeur>sœur']);
  }, 40_000);

  it('decides a guess by how it sounds and how common it is, and restores a both-ways accent the word lists settle', async () => {
    const fixes = async (language: LanguageCode, text: string) => (await review(language, text)).corrections.map(({ original, replacement }) => `${original}>${replacement}`);
    // A final consonant devoiced, и written ы after ш: sound-alike candidates, the commonest taken.
    expect(await fixes('ru', 'Мой друк живёт в Москве.')).toEqual(['друк>друг']);
    expect(await fixes('ru', 'Мы купили новую машыну.')).toEqual(['машыну>машину']);
    // "mãe" is far commoner than the unlisted "mae"; "papá" than "papa" only where a noun is due, after a possessive.
    expect(await fixes('pt', 'A mae do meu amigo é professora.')).toEqual(['mae>mãe']);
    expect(await fixes('es', 'Mi papa trabaja en un banco.')).toEqual(['papa>papá']);
    expect(await fixes('es', 'El papa visitó Madrid.')).toEqual([]);
  }, 40_000);

  it('restores Turkish letters typed plain, and the apostrophe of a name with a case ending', async () => {
    const fixes = async (text: string) => (await review('tr', text)).corrections.map(({ original, replacement, category }) => `${original}>${replacement}:${category}`);
    expect(await fixes('Ben ogretmenim.')).toEqual(['ogretmenim>öğretmenim:accent']);
    expect(await fixes('Yarın Ankarada olacağım.')).toEqual(["Ankarada>Ankara'da:spelling"]);
    expect(await fixes('Ali ile Ayşe Izmirde yaşıyor.')).toEqual(["Izmirde>İzmir'de:spelling"]);
    expect(await fixes('Bugün hava çok güzel.')).toEqual([]);
  }, 40_000);

  it('never says "no spelling mistakes" while a word it does not know stays uncorrected, and names that word as written', async () => {
    // "chiques": "chicos" or "chicas", about as frequent: no replacement is offered.
    const result = await review('es', 'Hablé con unos chiques muy simpáticos.');
    expect(result.corrections).toEqual([]);
    expect(result.checks).toContainEqual({ kind: 'spelling', status: 'unavailable', unchecked_words: ['chiques'] });
    // Each unknown word in the order written; the others were checked.
    const two = await review('es', 'Hablé con unos chiques muy simpáticos y compré naranjes.');
    expect(two.checks[0]).toEqual({ kind: 'spelling', status: 'unavailable', unchecked_words: ['chiques', 'naranjes'] });
    // Where the frequency list settles it, the word is corrected: "zapatos" (rank 1,393), not the unlisted "zapatas".
    expect((await review('es', 'Quiero comprar unos zapatis nuevos.')).corrections.map(({ replacement }) => replacement)).toEqual(['zapatos']);
    expect((await review('es', 'Quiero comprar unos zapatos nuevos.')).checks).toContainEqual({ kind: 'spelling', status: 'ran' });
  }, 40_000);

  it('stops when the request is aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(reviewer.review(request('es', 'Hola'), controller.signal)).rejects.toThrow();
  });
});
