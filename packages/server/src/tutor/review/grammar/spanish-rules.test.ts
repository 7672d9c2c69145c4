import { describe, expect, it } from 'vitest';
import { applyCorrections } from '../apply-corrections.js';
import { tokenize } from '../review-tokens.js';
import { SPANISH_RULES } from './spanish-rules.js';

/** The text with the first rule's finding kept where several touch the same words, as the reviewer does. */
function corrected(text: string): string {
  const findings = SPANISH_RULES.flatMap((rule) => rule({ text, tokens: tokenize(text) }));
  const kept = findings.filter((finding, index) => !findings.slice(0, index).some((other) => finding.start < other.end && other.start < finding.end));
  return applyCorrections(text, [...kept].sort((first, second) => first.start - second.start).map((finding) => ({ ...finding, original: text.slice(finding.start, finding.end), explanation: '' })));
}

describe('the Spanish grammar rules', () => {
  it('conjugate the verb for its subject pronoun', () => {
    expect(corrected('Yo tiene hambre.')).toBe('Yo tengo hambre.');
    expect(corrected('Ellas trabaja en un hospital.')).toBe('Ellas trabajan en un hospital.');
    expect(corrected('Nosotros no come carne.')).toBe('Nosotros no comemos carne.');
  });

  it('make articles and adjectives agree with the noun', () => {
    expect(corrected('Tengo una problema con la mapa.')).toBe('Tengo un problema con el mapa.');
    expect(corrected('Compré una camisa negro.')).toBe('Compré una camisa negra.');
    expect(corrected('Las ventanas son muy pequeños.')).toBe('Las ventanas son muy pequeñas.');
    expect(corrected('Los libro están en la mesa.')).toBe('Los libros están en la mesa.');
    expect(corrected('Tengo un perro muy bonita.')).toBe('Tengo un perro muy bonito.');
    expect(corrected('Tengo un perro muy bonito y una gata muy negra.')).toBe('Tengo un perro muy bonito y una gata muy negra.');
  });

  it('use estar for states and where a person is, ser for professions', () => {
    expect(corrected('Soy preocupado por el examen.')).toBe('Estoy preocupado por el examen.');
    expect(corrected('Eres en la oficina?')).toBe('Estás en la oficina?');
    expect(corrected('Mi tío es en Madrid.')).toBe('Mi tío está en Madrid.');
    expect(corrected('Estoy médico.')).toBe('Soy médico.');
  });

  it('use tener for age, the subjunctive after espero que, and gustar with what is liked', () => {
    expect(corrected('Eres treinta años?')).toBe('Tienes treinta años?');
    expect(corrected('Quiero que vienes conmigo.')).toBe('Quiero que vengas conmigo.');
    expect(corrected('Yo gusta el té.')).toBe('Me gusta el té.');
    expect(corrected('Nos encanta las playas.')).toBe('Nos encantan las playas.');
  });

  it('make a noun subject agree with its verb, conjugate an infinitive after a pronoun, and put back the accent of está and té', () => {
    expect(corrected('Los niños juega en el parque.')).toBe('Los niños juegan en el parque.');
    expect(corrected('Nosotros hablar español.')).toBe('Nosotros hablamos español.');
    expect(corrected('¿Cómo estas? Mi madre esta muy bien y quiere un te.')).toBe('¿Cómo estás? Mi madre está muy bien y quiere un té.');
  });

  it('leave correct sentences alone', () => {
    for (const sentence of [
      'El agua está fría y el problema es grave.',
      'La fiesta es en mi casa.',
      'Es cansado trabajar tanto.',
      'Yo la llamo cada día.',
      'Para ella es importante.',
      'Mi hermano es en parte responsable.',
      'Son veinte años de historia.',
      'Creo que vienes mañana.',
      'Me gustan el café y el té.',
      'Quiero esta, no esa.',
      'Esta casa es mía y te quiero.',
      'La gente es simpática.',
      'Los lunes voy al gimnasio.',
    ]) {
      expect(corrected(sentence)).toBe(sentence);
    }
  });
});
