import { describe, expect, it } from 'vitest';
import { applyCorrections } from '../apply-corrections.js';
import { tokenize } from '../review-tokens.js';
import { ENGLISH_RULES } from './english-rules.js';

function corrected(text: string): string {
  const findings = ENGLISH_RULES.flatMap((rule) => rule({ text, tokens: tokenize(text, false) }));
  const kept = findings.filter((finding, index) => !findings.slice(0, index).some((other) => finding.start < other.end && other.start < finding.end));
  return applyCorrections(text, [...kept].sort((first, second) => first.start - second.start).map((finding) => ({ ...finding, original: text.slice(finding.start, finding.end), explanation: '' })));
}

describe('the English grammar rules', () => {
  it('choose a or an by the sound that follows', () => {
    expect(corrected('I ate a egg and an banana.')).toBe('I ate an egg and a banana.');
    expect(corrected('She waited a hour.')).toBe('She waited an hour.');
  });

  it('conjugate for the subject, but not after an auxiliary or as an object', () => {
    expect(corrected('She play tennis and they is happy.')).toBe('She plays tennis and they are happy.');
    expect(corrected('Does she play tennis? Let it go. I will make it work.')).toBe('Does she play tennis? Let it go. I will make it work.');
    // A pronoun after a form of be asks a question: what follows it is no verb of that subject.
    expect(corrected('What was it like? Is she like her mum? Were they like that?')).toBe('What was it like? Is she like her mum? Were they like that?');
    expect(corrected('He go to school. Is he like his dad?')).toBe('He goes to school. Is he like his dad?');
  });

  it('fix "I am agree", "didn’t went", "goed", age with have, since with a length of time, and do with a decision', () => {
    expect(corrected('He is agree with me.')).toBe('He agrees with me.');
    expect(corrected('Did you saw it? He doesn’t likes it.')).toBe('Did you see it? He doesn’t like it.');
    expect(corrected('We eated pizza and she teached us.')).toBe('We ate pizza and she taught us.');
    expect(corrected('My son has 5 years old.')).toBe('My son has 5 years old.');
    expect(corrected('She has ten years old.')).toBe('She is ten years old.');
    expect(corrected('We have lived here since two months.')).toBe('We have lived here for two months.');
    expect(corrected('You should do a decision.')).toBe('You should make a decision.');
  });

  it('give a singular person opening the clause the third person', () => {
    expect(corrected('My mother cook very well. Our teacher have a car.')).toBe('My mother cooks very well. Our teacher has a car.');
  });

  it('leave correct sentences alone', () => {
    for (const sentence of [
      'An hour later, a university student read a European newspaper.',
      'I have five years of experience.',
      'I have lived here since 2019 and since last summer.',
      'Do your friends make mistakes? Why did the decision take so long?',
      'He read the book yesterday.',
      'I agree with you.',
      'My parents work in Leeds. The best work is done early.',
      'They do their homework every day.',
    ]) {
      expect(corrected(sentence)).toBe(sentence);
    }
  });
});
