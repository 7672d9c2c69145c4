// A partner's backend, with no framework: serves the partner page (Bootstrap, <tutor-chat>), the widget bundle, and
// POST /session, which exchanges the partner's secret key for a learner session on the Parla server.
//
//   npm start                                            # the Parla server on http://127.0.0.1:3000 (PARLA_ADMIN_EMAILS=admin@parla.local)
//   node examples/partner-page/server.mjs                # this page on http://127.0.0.1:4100
//
// The key comes from PARTNER_KEY, or is created at start-up through the admin API with an admin account of a
// development server (registered and verified through its development outbox when it does not exist yet; the outbox
// opens with PARLA_DEV_OUTBOX_KEY, else the key a local `npm start` keeps in .data/dev-outbox-key).
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const here = fileURLToPath(new URL('./', import.meta.url));
const port = Number(process.env.PORT ?? 4100);
const host = process.env.HOST ?? '127.0.0.1';
const apiBase = (process.env.PARLA_URL ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');
const origin = process.env.PARTNER_ORIGIN ?? `http://${host}:${port}`;
const adminEmail = process.env.PARLA_ADMIN_EMAIL ?? 'admin@parla.local';
const adminPassword = process.env.PARLA_ADMIN_PASSWORD ?? 'partner example admin';

/** The development outbox key: from the environment, else from the data folder of a local `npm start`. */
function devOutboxKey() {
  try {
    return process.env.PARLA_DEV_OUTBOX_KEY ?? readFileSync(join(root, '.data/dev-outbox-key'), 'utf8').trim();
  } catch {
    return '';
  }
}

/** The policy of `/strict`: no inline script or style, only this origin's files, and calls to this origin and to Parla. */
const STRICT_POLICY = `default-src 'self'; script-src 'self'; style-src 'self'; connect-src 'self' ${apiBase}; img-src 'self' data:; object-src 'none'; base-uri 'none'; frame-ancestors 'none'`;

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.json': 'application/json', '.map': 'application/json' };

async function api(method, path, { body, token } = {}) {
  const response = await fetch(`${apiBase}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', 'X-API-Version': 'v1', 'X-Parla-Dev-Key': devOutboxKey(), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const json = text ? JSON.parse(text) : {};
  if (!response.ok) {
    throw new Error(`${method} ${path} answered ${response.status}: ${json.message ?? text}`);
  }
  return json;
}

/** Signs the admin in, registering and verifying the account through the development outbox the first time. */
async function adminToken() {
  try {
    return (await api('POST', '/api/v1/auth/login/', { body: { username: adminEmail, password: adminPassword } })).access;
  } catch {
    await api('POST', '/api/v1/auth/register/', {
      body: { first_name: 'Partner', last_name: 'Admin', email: adminEmail, password: adminPassword, confirm_password: adminPassword, terms_accepted: true, privacy_accepted: true },
    });
    const outbox = await api('GET', `/api/v1/dev/outbox/?to=${encodeURIComponent(adminEmail)}`);
    const link = outbox.results.flatMap((mail) => mail.links).find((href) => href.includes('/verify-email/'));
    if (!link) {
      throw new Error(`no verification mail for ${adminEmail} in the development outbox`);
    }
    const token = decodeURIComponent(link.split('/verify-email/')[1].replace(/\/$/, ''));
    return (await api('POST', '/api/v1/auth/verify-email/', { body: { token } })).access;
  }
}

async function partnerKey() {
  if (process.env.PARTNER_KEY) {
    return process.env.PARTNER_KEY;
  }
  const token = await adminToken();
  try {
    const created = await api('POST', '/api/v1/admin/partner-keys/', { token, body: { partner: 'Example partner page', allowed_origins: [origin] } });
    console.log(`created partner key ${created.prefix}… for ${origin}`);
    return created.key;
  } catch (error) {
    throw new Error(`${error.message}\nStart the Parla server with PARLA_ADMIN_EMAILS=${adminEmail}, or set PARTNER_KEY.`);
  }
}

function readBody(request) {
  return new Promise((resolve) => {
    let data = '';
    request.on('data', (chunk) => (data += chunk));
    request.on('end', () => resolve(data));
  });
}

function cookie(request, name) {
  return (request.headers.cookie ?? '').split(';').map((part) => part.trim().split('=')).find(([key]) => key === name)?.[1];
}

async function sendFile(response, file) {
  try {
    const body = await readFile(file);
    response.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-cache' });
    response.end(body);
  } catch {
    response.writeHead(404).end('Not found');
  }
}

const key = await partnerKey();
const page = await readFile(join(here, 'index.html'), 'utf8');

const server = createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', origin);
  if (request.method === 'POST' && url.pathname === '/session') {
    // The partner's own sign-in decides who the learner is; this demo keeps one learner per browser in a cookie.
    const learner = cookie(request, 'demo_learner') ?? randomUUID();
    const input = JSON.parse((await readBody(request)) || '{}');
    try {
      const session = await api('POST', '/api/v1/partner/sessions/', {
        token: key,
        body: { external_user_id: learner, first_name: 'Demo', last_name: 'Learner', native_language: 'en', target_language: input.target_language ?? 'es' },
      });
      response.writeHead(200, { 'Content-Type': 'application/json', 'Set-Cookie': `demo_learner=${learner}; Path=/; HttpOnly; SameSite=Lax` });
      response.end(JSON.stringify({ access: session.access, refresh: session.refresh }));
    } catch (error) {
      response.writeHead(502, { 'Content-Type': 'application/json' }).end(JSON.stringify({ message: error.message }));
    }
    return;
  }
  if (url.pathname === '/' || url.pathname === '/index.html') {
    const hostCss = url.searchParams.get('host-css') !== '0';
    const widget = url.searchParams.get('widget') !== '0';
    const html = page
      .replace('{{HOST_CSS}}', hostCss ? '<link rel="stylesheet" href="/css/bootstrap.min.css">\n    <link rel="stylesheet" href="/css/preflight.css">' : '')
      .replace('{{WIDGET}}', widget ? await readFile(join(here, 'widget-snippet.html'), 'utf8') : '<div class="tutor-box"></div>')
      .replaceAll('{{API_BASE}}', apiBase);
    response.writeHead(200, { 'Content-Type': TYPES['.html'] }).end(html);
    return;
  }
  if (url.pathname === '/strict') {
    // The same widget under a policy that forbids every inline script and style (only files of this origin, calls to Parla).
    const html = (await readFile(join(here, 'strict.html'), 'utf8')).replaceAll('{{API_BASE}}', apiBase);
    response.writeHead(200, { 'Content-Type': TYPES['.html'], 'Content-Security-Policy': STRICT_POLICY }).end(html);
    return;
  }
  if (url.pathname === '/strict.css' || url.pathname === '/partner.js') {
    return sendFile(response, join(here, url.pathname.slice(1)));
  }
  if (url.pathname === '/css/bootstrap.min.css') {
    return sendFile(response, join(root, 'node_modules/bootstrap/dist/css/bootstrap.min.css'));
  }
  if (url.pathname === '/css/preflight.css') {
    return sendFile(response, join(root, 'node_modules/tailwindcss/preflight.css'));
  }
  if (url.pathname.startsWith('/widget/')) {
    const file = normalize(url.pathname.slice('/widget/'.length));
    if (file.startsWith('..')) {
      response.writeHead(404).end();
      return;
    }
    return sendFile(response, join(root, 'packages/widget/dist', file));
  }
  response.writeHead(404).end('Not found');
});

server.listen(port, host, () => console.log(`partner page on ${origin} (Parla API ${apiBase})`));
