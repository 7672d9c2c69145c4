import { LANGUAGES } from '@parla/contract';
import { describe, expect, it } from 'vitest';
import { EXPLANATION_KEYS, EXPLANATION_TEMPLATES } from './explanation-templates.js';
import { explain } from './explanations.js';

function placeholders(template: string): string[] {
  return Array.from(template.matchAll(/\{(\w+)\}/g), (match) => match[1]!).sort();
}

describe('the explanation templates', () => {
  it('exist for every key in every native language, with the same placeholders as the English one', () => {
    for (const key of EXPLANATION_KEYS) {
      for (const language of LANGUAGES) {
        const template = EXPLANATION_TEMPLATES[key][language];
        expect(template.trim().length, `${key} ${language}`).toBeGreaterThan(10);
        expect(placeholders(template), `${key} ${language}`).toEqual(placeholders(EXPLANATION_TEMPLATES[key].en));
      }
    }
  });

  it('are written in the learner’s language, not copied from English', () => {
    for (const key of EXPLANATION_KEYS) {
      for (const language of LANGUAGES.filter((code) => code !== 'en')) {
        expect(EXPLANATION_TEMPLATES[key][language], `${key} ${language}`).not.toBe(EXPLANATION_TEMPLATES[key].en);
      }
    }
  });

  it('fill in the correction', () => {
    expect(explain('accent', 'es', { right: 'café' })).toBe('Tilde: «café» se escribe con acento gráfico.');
    expect(explain('conjugation', 'de', { right: 'tengo', subject: 'yo' })).toBe('Das Verb richtet sich nach „yo“: „tengo“.');
  });
});
