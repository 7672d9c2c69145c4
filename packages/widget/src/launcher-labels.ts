// The launcher's labels in all 10 interface languages at once, for the loader's placeholder (a classic script draws
// its bubble before anything else loads). The full widget loads only the language it speaks (`useWidgetTexts`).
import { launcher as de } from './widget-texts/de.js';
import { launcher as en } from './widget-texts/en.js';
import { launcher as es } from './widget-texts/es.js';
import { launcher as fr } from './widget-texts/fr.js';
import { launcher as it } from './widget-texts/it.js';
import { launcher as ja } from './widget-texts/ja.js';
import { launcher as ko } from './widget-texts/ko.js';
import { launcher as pt } from './widget-texts/pt.js';
import { launcher as uk } from './widget-texts/uk.js';
import { launcher as zh } from './widget-texts/zh.js';
import { widgetLanguage } from './widget-language.js';

/** The launcher's three labels: the bubble closed and open, and the panel. */
export interface LauncherLabels {
  open: string;
  close: string;
  panel: string;
}

const LABELS: Record<string, LauncherLabels> = { en, de, es, fr, it, ja, ko, pt, uk, zh };

/**
 * The launcher's labels in the widget's `locale` attribute, else the host page's language, else the browser's,
 * else English (the first of these that is an interface language).
 * @example
 * launcherLabels('de').open; // 'Tutor-Chat öffnen'
 */
export function launcherLabels(locale?: string | null): LauncherLabels {
  return LABELS[widgetLanguage(locale, (code) => code in LABELS)]!;
}
