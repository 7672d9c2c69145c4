import { describe, expect, it } from 'vitest';
import { createSentenceSplitter } from './sentence-splitter.js';
import { splitSentencesByPunctuation } from './split-sentences.js';

describe('createSentenceSplitter', () => {
  it('hands out a sentence once the next one has begun, never half a sentence', () => {
    const splitter = createSentenceSplitter();

    expect(splitter.push('Hola')).toEqual([]);
    expect(splitter.push('Hola.')).toEqual([]);
    expect(splitter.push('Hola. ¿Qu')).toEqual(['Hola.']);
    expect(splitter.push('Hola. ¿Qué tal? Hoy')).toEqual(['¿Qué tal?']);
    expect(splitter.push('Hola. ¿Qué tal? Hoy hace sol')).toEqual([]);
  });

  it('joins a sentence that arrives across several chunks', () => {
    const splitter = createSentenceSplitter();
    let text = '';
    const sentences: string[] = [];
    for (const chunk of ['Me gus', 'ta mucho el ', 'café', '. Y a ti', '? Bien.']) {
      text += chunk;
      sentences.push(...splitter.push(text));
    }

    expect(sentences).toEqual(['Me gusta mucho el café.', 'Y a ti?']);
    expect(splitter.flush(text)).toEqual(['Bien.']);
  });

  it('flush hands out the rest, the unfinished last sentence included, and nothing twice', () => {
    const splitter = createSentenceSplitter();
    splitter.push('Uno. Dos');

    expect(splitter.flush('Uno. Dos. Tres sin punto')).toEqual(['Dos.', 'Tres sin punto']);
    expect(splitter.flush('Uno. Dos. Tres sin punto')).toEqual([]);
  });

  it('splits after ! and ? and keeps decimal numbers whole', () => {
    const splitter = createSentenceSplitter();

    expect(splitter.push('¡Genial! Cuesta 3.5 euros. ¿Vale? Sí')).toEqual(['¡Genial!', 'Cuesta 3.5 euros.', '¿Vale?']);
  });

  it('splits Chinese and Japanese sentences at 。！？', () => {
    const splitter = createSentenceSplitter();

    expect(splitter.push('你好。我是老师！你呢')).toEqual(['你好。', '我是老师！']);
  });

  it('hands out nothing for white space only', () => {
    const splitter = createSentenceSplitter();

    expect(splitter.push('   ')).toEqual([]);
    expect(splitter.flush('   ')).toEqual([]);
  });
});

describe('splitSentencesByPunctuation (the fallback without Intl.Segmenter)', () => {
  it('cuts after .!?… followed by white space, and after 。！？, keeping every character', () => {
    const text = 'Hola. ¿Qué tal? ¡Bien!… Cuesta 3.5 euros.你好。再见';

    const pieces = splitSentencesByPunctuation(text);

    expect(pieces).toEqual(['Hola. ', '¿Qué tal? ', '¡Bien!… ', 'Cuesta 3.5 euros.你好。', '再见']);
    expect(pieces.join('')).toBe(text);
  });

  it('keeps closing quotes with their sentence', () => {
    expect(splitSentencesByPunctuation('Dijo «hola.» Luego')).toEqual(['Dijo «hola.» ', 'Luego']);
  });
});
