interface Parameter {
  name: string;
  in: string;
  required?: boolean;
}

interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: Array<Parameter | { $ref: string }>;
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema: unknown }> }>;
  'x-admin-only'?: boolean;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** A schema as JSON, each reference to a component a link to it on the page. */
function schemaJson(schema: unknown): string {
  return escapeHtml(JSON.stringify(schema ?? {}, null, 2)).replace(/&#34;#\/components\/schemas\/(\w+)&#34;/g, '<a href="#schema-$1">$1</a>');
}

function schemaBlock(label: string, schema: unknown): string {
  return `<details><summary>${escapeHtml(label)}</summary><pre>${schemaJson(schema)}</pre></details>`;
}

/** A self-contained HTML API reference (no external assets) rendered from the OpenAPI document. */
export function renderDocsPage(document: Record<string, unknown>): string {
  const info = document.info as { title: string; version: string; description: string };
  const paths = document.paths as Record<string, Record<string, Operation>>;
  const shared = (document.components as { parameters?: Record<string, Parameter> } | undefined)?.parameters ?? {};
  const byTag = new Map<string, string[]>();
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const tag = operation.tags?.[0] ?? 'other';
      const access = operation['x-admin-only'] ? 'admin' : operation.security && operation.security.length > 0 ? 'signed in' : 'public';
      const parameters = (operation.parameters ?? []).map((given) => ('$ref' in given ? shared[given.$ref.split('/').pop() ?? ''] : given)).filter((parameter): parameter is Parameter => parameter !== undefined).map((parameter) => `<code>${escapeHtml(parameter.name)}</code> (${parameter.in}${parameter.required ? ', required' : ''})`).join(', ');
      const body = operation.requestBody ? schemaBlock('Request body', Object.values(operation.requestBody.content)[0]?.schema) : '';
      const [status, response] = Object.entries(operation.responses ?? {})[0] ?? ['200', undefined];
      const responseBlock = response?.content ? schemaBlock(`Response ${status} (${Object.keys(response.content)[0]})`, Object.values(response.content)[0]?.schema) : '';
      const entry = `<section class="op" id="${escapeHtml(operation.operationId ?? path)}">
  <h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
  <p>${escapeHtml(operation.description ?? '')}</p>
  <p><strong>${escapeHtml(operation.operationId ?? '')}</strong> · ${access}${parameters ? ` · parameters: ${parameters}` : ''}</p>
  ${body}${responseBlock}
</section>`;
      byTag.set(tag, [...(byTag.get(tag) ?? []), entry]);
    }
  }
  const nav = [...byTag.keys()].map((tag) => `<a href="#tag-${escapeHtml(tag)}">${escapeHtml(tag)}</a>`).join(' ');
  const schemas = Object.entries((document.components as { schemas?: Record<string, unknown> } | undefined)?.schemas ?? {})
    .map(([name, schema]) => `<section class="op" id="schema-${escapeHtml(name)}"><h3><code>${escapeHtml(name)}</code></h3><pre>${schemaJson(schema)}</pre></section>`)
    .join('\n');
  const sections = [...byTag.entries()].map(([tag, entries]) => `<h2 id="tag-${escapeHtml(tag)}">${escapeHtml(tag)}</h2>${entries.join('\n')}`).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(info.title)} ${escapeHtml(info.version)} — reference</title>
<style>
  body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 960px; padding: 1rem 1.5rem 4rem; color: #1d1d1f; }
  h1 { color: #667eea; } h2 { border-bottom: 2px solid #764ba2; padding-bottom: .2rem; margin-top: 2.5rem; text-transform: capitalize; }
  nav a { margin-right: .8rem; } .op { border: 1px solid #ddd; border-radius: 8px; padding: .4rem 1rem; margin: .8rem 0; }
  .method { display: inline-block; min-width: 4.5rem; text-align: center; border-radius: 4px; color: #fff; font-size: .8rem; padding: .1rem .3rem; }
  .get { background: #2196F3; } .post { background: #4CAF50; } .put, .patch { background: #FFC107; color: #000; } .delete { background: #FF5252; }
  pre { background: #f6f6f8; padding: .6rem; overflow: auto; font-size: .8rem; } summary { cursor: pointer; }
  @media (prefers-color-scheme: dark) { body { background: #121212; color: #eee; } .op { border-color: #333; } pre { background: #1e1e1e; } }
</style>
</head>
<body>
<h1>${escapeHtml(info.title)} <small>${escapeHtml(info.version)}</small></h1>
<p>${escapeHtml(info.description)} The machine-readable document is at <a href="/api/v1/openapi.json">/api/v1/openapi.json</a>.</p>
<nav>${nav} <a href="#schemas">schemas</a></nav>
${sections}
<h2 id="schemas">Schemas</h2>
${schemas}
</body>
</html>`;
}
