import type { LanguageCode } from '@parla/contract';
import { EXPLANATION_TEMPLATES, type ExplanationKey } from './explanation-templates.js';

export type { ExplanationKey } from './explanation-templates.js';

/**
 * The explanation of a correction in the learner's native language, its {placeholders} filled in.
 * @example
 * explain('accent', 'es', { right: 'café' }); // 'Tilde: «café» se escribe con acento gráfico.'
 */
export function explain(key: ExplanationKey, nativeLanguage: LanguageCode, values: Readonly<Record<string, string>>): string {
  const template = EXPLANATION_TEMPLATES[key][nativeLanguage];
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}
