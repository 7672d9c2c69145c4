import type { LanguageCode } from '@parla/contract';

/** How learners introduce themselves, lower case, the name to follow ("me llamo Walk"). */
const INTRODUCTIONS: Readonly<Partial<Record<LanguageCode, readonly string[]>>> = {
  en: ['my name is', "my name's", 'i am called', "i'm called", 'call me'],
  es: ['me llamo', 'mi nombre es', 'se llama', 'te llamas'],
  fr: ["je m'appelle", "il s'appelle", "elle s'appelle", 'mon nom est', "moi c'est", "mon prénom c'est", 'mon prénom est'],
  de: ['ich heiße', 'ich heisse', 'mein name ist', 'er heißt', 'sie heißt', 'heißt'],
  it: ['mi chiamo', 'si chiama', 'il mio nome è', 'ti chiami'],
  pt: ['me chamo', 'chamo-me', 'meu nome é', 'se chama', 'chama-se'],
  nl: ['ik heet', 'mijn naam is', 'hij heet', 'zij heet'],
  sv: ['jag heter', 'mitt namn är', 'han heter', 'hon heter'],
  pl: ['nazywam się', 'mam na imię', 'ma na imię', 'nazywa się'],
  ru: ['меня зовут', 'его зовут', 'её зовут', 'ее зовут', 'моё имя', 'мое имя'],
  uk: ['мене звати', 'його звати', 'її звати', "моє ім'я"],
  tr: ['benim adım', 'adım', 'ismim', 'benim ismim'],
};

/**
 * Whether the capitalised word starting at `start` follows a self-introduction ("Me llamo Walk", "Je m'appelle
 * Kwame"): then it is a name, which no dictionary has to know.
 */
export function introducedName(language: LanguageCode, text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - 40), start).toLowerCase().replace(/’/g, "'").replace(/\s+/g, ' ');
  return (INTRODUCTIONS[language] ?? []).some((phrase) => new RegExp(`(?:^|[^\\p{L}])${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s$`, 'u').test(before));
}
