function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * The API reference page: Swagger UI (from the server's `swagger-ui-dist` dependency) rendering the OpenAPI document,
 * with no inline script or style, so the page policy needs no hash or nonce. `assets` is the URL folder of its files.
 */
export function renderDocsPage(options: { title: string; documentUrl: string; assets: string }): string {
  const { title, documentUrl, assets } = options;
  return `<!doctype html>
<html lang="en" data-document="${escapeHtml(documentUrl)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${escapeHtml(assets)}swagger-ui.css">
<link rel="stylesheet" href="${escapeHtml(assets)}reference.css">
<script src="${escapeHtml(assets)}swagger-ui-bundle.js" defer></script>
<script src="${escapeHtml(assets)}reference.js" defer></script>
</head>
<body>
<main id="reference"><noscript><p>The reference needs JavaScript. The OpenAPI document itself is at <a href="${escapeHtml(documentUrl)}">${escapeHtml(documentUrl)}</a>.</p></noscript></main>
</body>
</html>
`;
}
