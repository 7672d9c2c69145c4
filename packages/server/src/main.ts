import { fileURLToPath } from 'node:url';
import { join, resolve } from 'node:path';
import { configFromEnvironment } from './config.js';
import { openPostgres } from './db/connect.js';
import { openPgliteFolder } from './db/pglite-image.js';
import { migrate } from './db/migrate.js';
import { loadOrCreateSecret } from './secret.js';

/** The file in the data folder that keeps the generated development outbox key. */
const DEV_OUTBOX_KEY_FILE = 'dev-outbox-key';

/** Repository root: three levels above this file (`packages/server/{src,dist}/`). */
const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** Reads the environment, opens and migrates the database, and serves the API and the built app on one port. */
export async function main(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  // PARLA_STARTUP_TIMELINE=1 prints when each start-up step ends, in ms since the process started (`bench/startup.ts`).
  const mark = (step: string) => {
    if (env.PARLA_STARTUP_TIMELINE) {
      console.log(`start-up: ${step} ${Math.round(performance.now())} ms`);
    }
  };
  mark('main');
  const dataDir = resolve(env.PARLA_DATA_DIR || join(repositoryRoot, '.data'));
  const environmentConfig = configFromEnvironment(env, { dataDir, secret: loadOrCreateSecret(env.PARLA_SECRET, dataDir) });
  const usesOutbox = !environmentConfig.smtpUrl && environmentConfig.environment === 'development';
  // The outbox holds every user's reset links: only the holder of this key (printed below) or an admin may read it.
  const config = usesOutbox
    ? { ...environmentConfig, devOutboxKey: loadOrCreateSecret(environmentConfig.devOutboxKey, dataDir, DEV_OUTBOX_KEY_FILE) }
    : environmentConfig;
  // The database opens (on a first start, from the image copied into the data folder) while the rest of the server
  // loads: the two were the start-up's longest steps, one after the other.
  const serverModules = loadServerModules();
  // Awaited below; a failure to load is reported there, not as an unhandled rejection meanwhile.
  serverModules.catch(() => undefined);
  const database = config.databaseUrl ? openPostgres(config.databaseUrl) : await openPgliteFolder(join(dataDir, 'pglite'));
  mark('database open');
  await migrate(database.db);
  mark('migrations checked');
  const {
    createApp,
    createOutboxMailer,
    createSmtpMailer,
    createStaticSite,
    createTutorFromConfig,
    DEV_OUTBOX_KEY_HEADER,
    Hono,
    isApiPath,
    keepPgliteStatistics,
    normaliseBasePath,
    serve,
    startReconciling,
    syncAdminRoles,
    systemClock,
    withConsoleCopy,
  } = await serverModules;
  mark('modules loaded');
  // Replies and idempotency keys a killed process left in progress (on embedded PGlite this process is the only writer).
  const repaired = await startReconciling(database.db, systemClock, { soleProcess: database.driver === 'pglite' });
  if (repaired.failedReplies + repaired.releasedClaims > 0) {
    console.log(`Recovered from an interrupted run: ${repaired.failedReplies} unfinished replies marked failed, ${repaired.releasedClaims} idempotency keys freed.`);
  }
  await syncAdminRoles(database.db, config.adminEmails);
  // PGlite has no autovacuum: its planner statistics are refreshed here, off the start-up path.
  keepPgliteStatistics(database);
  const mailer = config.smtpUrl
    ? createSmtpMailer(config.smtpUrl)
    : withConsoleCopy(createOutboxMailer(database.db, systemClock), config.environment === 'development' ? console.log : undefined);
  const tutor = createTutorFromConfig(config);
  const app = createApp({ db: database.db, mailer, tutor, clock: systemClock, config });
  mark('app built');
  // PARLA_BASE_PATH=/tutor serves the API and the app under /tutor (the app reads its base from the page).
  const basePath = normaliseBasePath(env.PARLA_BASE_PATH);
  const site = createStaticSite(join(repositoryRoot, 'packages/app/dist'), { basePath, trustProxy: config.trustProxy });
  const dispatch = (request: Request, serverEnv: unknown): Response | Promise<Response> => {
    const path = new URL(request.url).pathname;
    if (site && (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(path)) {
      return site.fetch(request, serverEnv);
    }
    return app.fetch(request, serverEnv);
  };
  let handle = dispatch;
  if (basePath) {
    const mounted = new Hono();
    mounted.get('/', (c) => c.redirect(`${basePath}/`));
    mounted.mount(basePath, dispatch);
    handle = (request, serverEnv) => mounted.fetch(request, serverEnv);
  }

  const server = serve(
    {
      hostname: config.host,
      port: config.port,
      fetch: (request, serverEnv) => handle(request, serverEnv),
    },
    (info) => {
      mark('listening');
      console.log(`Parla is running at http://${info.address === '::' ? 'localhost' : config.host}:${info.port}${basePath}/`);
      console.log(`  database: ${database.driver}${config.databaseUrl ? '' : ` (${join(dataDir, 'pglite')})`} · tutor: ${tutor.name} · mail: ${config.smtpUrl ? 'SMTP' : 'outbox'} · ${config.environment}`);
      console.log(`  API reference: http://${config.host}:${info.port}${basePath}/api/v1/docs/${site ? '' : ' · (no built app found in packages/app/dist)'}`);
      if (usesOutbox) {
        console.log(`  dev outbox: GET ${basePath}/api/v1/dev/outbox/ with header ${DEV_OUTBOX_KEY_HEADER}: ${config.devOutboxKey} (kept in ${join(dataDir, DEV_OUTBOX_KEY_FILE)}); mails are also printed here`);
      }
    },
  );

  const shutdown = () => {
    server.close(() => {
      void database.close().finally(() => process.exit(0));
    });
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

/** The server's modules beyond opening the database, loaded while it opens. */
async function loadServerModules() {
  const [app, clock, interrupted, adminRoles, statistics, consoleCopy, outbox, dev, smtp, site, tutor, nodeServer, hono] = await Promise.all([
    import('./app.js'),
    import('./clock.js'),
    import('./data/interrupted-work.js'),
    import('./data/admin-roles.js'),
    import('./db/pglite-statistics.js'),
    import('./mail/console-copy.js'),
    import('./mail/outbox-mailer.js'),
    import('./routes/dev.js'),
    import('./mail/smtp-mailer.js'),
    import('./static-site.js'),
    import('./tutor/create-tutor.js'),
    import('@hono/node-server'),
    import('hono'),
  ]);
  return {
    createApp: app.createApp,
    systemClock: clock.systemClock,
    startReconciling: interrupted.startReconciling,
    syncAdminRoles: adminRoles.syncAdminRoles,
    keepPgliteStatistics: statistics.keepPgliteStatistics,
    withConsoleCopy: consoleCopy.withConsoleCopy,
    createOutboxMailer: outbox.createOutboxMailer,
    DEV_OUTBOX_KEY_HEADER: dev.DEV_OUTBOX_KEY_HEADER,
    createSmtpMailer: smtp.createSmtpMailer,
    createStaticSite: site.createStaticSite,
    isApiPath: site.isApiPath,
    normaliseBasePath: site.normaliseBasePath,
    createTutorFromConfig: tutor.createTutorFromConfig,
    serve: nodeServer.serve,
    Hono: hono.Hono,
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
