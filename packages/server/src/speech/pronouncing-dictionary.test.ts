import { describe, expect, it } from 'vitest';
import { minimalPairs, oneEditApart, parsePronouncingDictionary } from './pronouncing-dictionary.js';
import { readingGrammar } from './reading-grammar.js';

const dictionary = parsePronouncingDictionary(
  ['ship SH IH P', 'sheep SH IY P', 'shop SH AA P', 'chip CH IH P', 'hip HH IH P', 'ships SH IH P S', 'shipp SH IH P', 'think TH IH NG K', 'sink S IH NG K', 'thing TH IH NG', 'cum K AH M', 'come K AH M', 'cup K AH P', 'a AH', 'a(2) EY'].join('\n'),
);
const everyday = new Map(['ship', 'sheep', 'shop', 'chip', 'hip', 'ships', 'think', 'sink', 'thing', 'come', 'cup', 'cum'].map((word, index) => [word, index + 1]));
const rank = (word: string) => everyday.get(word) ?? Infinity;

describe('minimal pairs from the pronouncing dictionary', () => {
  it('finds words one phone apart, typical confusions first, leaving out homophones and unknown words', () => {
    expect(oneEditApart(['SH', 'IH', 'P'], ['SH', 'IY', 'P'])).toBe(true);
    expect(oneEditApart(['SH', 'IH', 'P'], ['SH', 'IH', 'P', 'S'])).toBe(true);
    expect(oneEditApart(['SH', 'IH', 'P'], ['CH', 'IY', 'P'])).toBe(false);
    expect(minimalPairs(dictionary, 'ship', { rank })).toEqual(['sheep', 'shop', 'chip', 'hip', 'ships']);
    expect(minimalPairs(dictionary, 'think', { rank })).toEqual(['sink', 'thing']);
  });

  it('builds a grammar where the reference word competes with its pairs, short function words stand alone, vulgar words never appear', () => {
    const grammar = readingGrammar(['a', 'ship', 'cup', 'unknownword'], dictionary, rank);
    expect(grammar?.words).toEqual(['a', 'ship', 'cup']);
    expect(grammar?.jsgf).toContain('[ a ]');
    expect(grammar?.jsgf).toMatch(/\[ \/\d+\/ ship \| \/1\/ <competing1> \]/);
    expect(grammar?.jsgf).toContain('<competing1> = sheep | shop | chip | hip ;');
    expect(grammar?.jsgf).not.toContain('cum');
    expect(grammar?.dictionary).toContain('a(2) EY\n');
    expect(grammar?.dictionary).toContain('sheep SH IY P\n');
    expect(readingGrammar(['unknownword'], dictionary, rank)).toBeNull();
  });
});
