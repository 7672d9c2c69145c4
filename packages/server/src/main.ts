import { fileURLToPath } from 'node:url';
import { join, resolve } from 'node:path';
import { configFromEnvironment } from './config.js';
import { loadPgliteAssets, preparePgliteFolder } from './db/pglite-folder.js';
import { loadOrCreateSecret } from './secret.js';
import type { ServerConfig } from './config.js';
import type { DatabaseHandle } from './db/connect.js';
import type { FetchHandler } from './starting-app.js';

/** The file in the data folder that keeps the generated development outbox key. */
const DEV_OUTBOX_KEY_FILE = 'dev-outbox-key';

/** Repository root: three levels above this file (`packages/server/{src,dist}/`). */
const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** What `main` needs to build the whole server once the database is open. */
interface WholeServerInputs {
  database: DatabaseHandle;
  config: ServerConfig;
  basePath: string;
  mark: (step: string) => void;
}

/**
 * Loads and builds everything beyond `/health/`: repairs what a killed process left, the admin roles, the mailer, the
 * tutor, the API and the built app, as one handler (under `basePath` when set).
 */
async function buildWholeServer({ database, config, basePath, mark }: WholeServerInputs) {
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
    startReconciling,
    syncAdminRoles,
    systemClock,
    withConsoleCopy,
  } = await loadServerModules();
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
  const site = createStaticSite(join(repositoryRoot, 'packages/app/dist'), { basePath, trustProxy: config.trustProxy });
  const dispatch: FetchHandler = (request, serverEnv) => {
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
  mark('app built');
  return { handle, tutorName: tutor.name, siteFound: site !== undefined, devOutboxKeyHeader: DEV_OUTBOX_KEY_HEADER };
}

/**
 * Reads the environment, opens and migrates the database, and serves the API and the built app on one port. It listens
 * as soon as the database is open and migrated, answering `/health/` at once; the rest of the server loads after that
 * (its other requests wait for it), so a first start answers `/health/` without waiting for modules it does not need.
 */
export async function main(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  // PARLA_STARTUP_TIMELINE=1 prints when each start-up step ends, in ms since the process started, with the process's
  // CPU time by then (`bench/startup.ts`).
  const mark = (step: string) => {
    if (env.PARLA_STARTUP_TIMELINE) {
      const cpu = process.cpuUsage();
      console.log(`start-up: ${step} ${Math.round(performance.now())} ms (CPU ${Math.round((cpu.user + cpu.system) / 1000)} ms)`);
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
  // What answers /health/ loads while the database opens (on a first start, from the image copied into the data folder).
  const serving = Promise.all([import('@hono/node-server'), import('./starting-app.js'), import('./clock.js'), import('./static-site.js')]);
  serving.catch(() => undefined);
  // PGlite, Drizzle, the schema and the drivers load while a first start copies the database image (nothing above
  // imports them).
  const drivers = import('./db/connect.js');
  const migrations = import('./db/migrate.js');
  let database: DatabaseHandle;
  let fromImage = false;
  if (config.databaseUrl) {
    database = (await drivers).openPostgres(config.databaseUrl);
  } else {
    const folder = join(dataDir, 'pglite');
    // PGlite's WebAssembly compiles on V8's threads while the image is copied and the modules load.
    const assets = loadPgliteAssets();
    const prepared = await preparePgliteFolder(folder);
    fromImage = prepared.fromImage;
    const loaded = { assets: await assets };
    database = await (await drivers).openPglite(folder, prepared.loadDataDir ? { ...loaded, loadDataDir: prepared.loadDataDir } : loaded);
  }
  mark('database open');
  // A database just made from the image has every migration of this build (the image is named by them).
  if (!fromImage) {
    await (await migrations).migrate(database.db);
  }
  mark('migrations checked');
  const [{ serve }, { startingHandler }, { systemClock }, { normaliseBasePath }] = await serving;
  // PARLA_BASE_PATH=/tutor serves the API and the app under /tutor (the app reads its base from the page).
  const basePath = normaliseBasePath(env.PARLA_BASE_PATH);
  const whole = new Promise<Awaited<ReturnType<typeof buildWholeServer>>>((resolveWhole, rejectWhole) => {
    // Started on the next turn of the event loop, once the server has begun to listen: nothing else runs before it can
    // answer /health/.
    setImmediate(() => buildWholeServer({ database, config, basePath, mark }).then(resolveWhole, rejectWhole));
  });
  const server = serve(
    {
      hostname: config.host,
      port: config.port,
      fetch: startingHandler({ db: database.db, clock: systemClock }, whole.then(({ handle }) => handle), `${basePath}/health/`),
    },
    () => mark('listening'),
  );
  const shutdown = () => {
    server.close(() => {
      void database.close().finally(() => process.exit(0));
    });
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  const { tutorName, siteFound, devOutboxKeyHeader } = await whole;
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`Parla is running at http://${typeof address === 'object' && address?.address === '::' ? 'localhost' : config.host}:${port}${basePath}/`);
  console.log(`  database: ${database.driver}${config.databaseUrl ? '' : ` (${join(dataDir, 'pglite')})`} · tutor: ${tutorName} · mail: ${config.smtpUrl ? 'SMTP' : 'outbox'} · ${config.environment}`);
  console.log(`  API reference: http://${config.host}:${port}${basePath}/api/v1/docs/${siteFound ? '' : ' · (no built app found in packages/app/dist)'}`);
  if (usesOutbox) {
    console.log(`  dev outbox: GET ${basePath}/api/v1/dev/outbox/ with header ${devOutboxKeyHeader}: ${config.devOutboxKey} (kept in ${join(dataDir, DEV_OUTBOX_KEY_FILE)}); mails are also printed here`);
  }
}

/**
 * The server's modules beyond opening the database and answering `/health/`, loaded once the server listens: one at a
 * time, the heaviest graphs (the tutor's texts, nodemailer) first, the event loop turning between them, so a request
 * that comes meanwhile (`/health/`) waits for one module graph's evaluation at most, not for all of them at once.
 */
async function loadServerModules() {
  const next = <T>(module: T) => new Promise<T>((resolveNext) => setImmediate(() => resolveNext(module)));
  const tutor = await import('./tutor/create-tutor.js').then(next);
  const smtp = await import('./mail/smtp-mailer.js').then(next);
  const app = await import('./app.js').then(next);
  const [clock, interrupted, adminRoles, statistics, consoleCopy, outbox, dev, site, hono] = await Promise.all([
    import('./clock.js'),
    import('./data/interrupted-work.js'),
    import('./data/admin-roles.js'),
    import('./db/pglite-statistics.js'),
    import('./mail/console-copy.js'),
    import('./mail/outbox-mailer.js'),
    import('./routes/dev.js'),
    import('./static-site.js'),
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
    createTutorFromConfig: tutor.createTutorFromConfig,
    Hono: hono.Hono,
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
