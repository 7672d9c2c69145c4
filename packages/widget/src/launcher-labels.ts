/** The launcher's three labels: the bubble closed and open, and the panel. */
export interface LauncherLabels {
  open: string;
  close: string;
  panel: string;
}

/** The launcher's labels in the 10 interface languages (the loader carries them too, so they stay short). */
const LABELS: Record<string, LauncherLabels> = {
  en: { open: 'Open the tutor chat', close: 'Close the tutor chat', panel: 'Tutor chat' },
  de: { open: 'Tutor-Chat öffnen', close: 'Tutor-Chat schließen', panel: 'Tutor-Chat' },
  es: { open: 'Abrir el chat con el tutor', close: 'Cerrar el chat con el tutor', panel: 'Chat con el tutor' },
  fr: { open: 'Ouvrir le chat avec le tuteur', close: 'Fermer le chat avec le tuteur', panel: 'Chat avec le tuteur' },
  it: { open: 'Apri la chat con il tutor', close: 'Chiudi la chat con il tutor', panel: 'Chat con il tutor' },
  ja: { open: 'チューターとのチャットを開く', close: 'チューターとのチャットを閉じる', panel: 'チューターとのチャット' },
  ko: { open: '튜터 채팅 열기', close: '튜터 채팅 닫기', panel: '튜터 채팅' },
  pt: { open: 'Abrir o chat com o tutor', close: 'Fechar o chat com o tutor', panel: 'Chat com o tutor' },
  uk: { open: 'Відкрити чат із репетитором', close: 'Закрити чат із репетитором', panel: 'Чат із репетитором' },
  zh: { open: '打开导师聊天', close: '关闭导师聊天', panel: '导师聊天' },
};

/**
 * The launcher's labels in the widget's `locale` attribute, else the host page's language, else the browser's,
 * else English (the first of these that is an interface language).
 * @example
 * launcherLabels('de').open; // 'Tutor-Chat öffnen'
 */
export function launcherLabels(locale?: string | null): LauncherLabels {
  const candidates = [locale, globalThis.document?.documentElement.lang, globalThis.navigator?.language];
  for (const candidate of candidates) {
    const labels = candidate ? LABELS[candidate.toLowerCase().split(/[-_]/)[0] ?? ''] : undefined;
    if (labels) {
      return labels;
    }
  }
  return LABELS.en!;
}
