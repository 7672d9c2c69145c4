/** Everything the server reads from its environment, already parsed. */
export interface ServerConfig {
  /** `development` unless NODE_ENV is `production`. */
  environment: 'development' | 'production';
  /** Port to listen on. Default 3000. */
  port: number;
  /** Address to listen on. Default 127.0.0.1. */
  host: string;
  /** PostgreSQL URL; unset means embedded PGlite in {@link ServerConfig.dataDir}. */
  databaseUrl: string | undefined;
  /** Folder for the embedded database and the generated secret. Default `.data` at the repository root. */
  dataDir: string;
  /** Key that signs access tokens. */
  secret: string;
  /** Lower-cased emails whose verified accounts get the admin role (see `syncAdminRoles`). */
  adminEmails: readonly string[];
  /** Public origin of the web app, used in mailed links. */
  publicUrl: string;
  /** SMTP URL; unset means mails go to the database outbox. */
  smtpUrl: string | undefined;
  /**
   * Key that opens the development outbox (`X-Parla-Dev-Key` header); admins may read it too. Unset: only admins.
   * `main` generates one in development when PARLA_DEV_OUTBOX_KEY is not set, prints it and keeps it in the data folder.
   */
  devOutboxKey: string | undefined;
  /** OpenAI-compatible tutor endpoint (base URL ending before `/chat/completions`). */
  tutorUrl: string | undefined;
  /** Model name sent to the tutor endpoint. */
  tutorModel: string;
  /** Bearer key of the tutor endpoint. */
  tutorKey: string | undefined;
  /** Origins allowed by CORS. */
  corsOrigins: readonly string[];
  /** Take the client address from X-Forwarded-For (behind a proxy). Default false. */
  trustProxy: boolean;
  /** Silence before the stream sends a `: ping` comment, in ms. Default 15000. */
  heartbeatMs: number;
  /** Delay between streamed chunks of the offline tutor, in ms. Default 0. */
  offlineChunkDelayMs: number;
  /** OpenAI-compatible text-to-speech endpoint (base URL ending before `/audio/speech`). */
  ttsUrl: string | undefined;
  /** Model name sent to it. Default `tts-1`. */
  ttsModel: string;
  /** Bearer key of it. */
  ttsKey: string | undefined;
  /** OpenAI-compatible speech-to-text endpoint (base URL ending before `/audio/transcriptions`). */
  sttUrl: string | undefined;
  /** Model name sent to it. Default `whisper-1`. */
  sttModel: string;
  /** Bearer key of it. */
  sttKey: string | undefined;
  /** Use espeak-ng and pocketsphinx when they are installed. Default true. */
  localSpeech: boolean;
}

/** Splits a comma list into trimmed, non-empty items. */
function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

/** Reads a non-negative integer, falling back to a default. */
function integer(value: string | undefined, fallback: number): number {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
}

/** Config values with defaults, for tests and embedders; the secret must be given. */
export function createConfig(overrides: Partial<ServerConfig> & { secret: string }): ServerConfig {
  return {
    environment: 'development',
    port: 3000,
    host: '127.0.0.1',
    databaseUrl: undefined,
    dataDir: '.data',
    publicUrl: 'http://127.0.0.1:3000',
    smtpUrl: undefined,
    devOutboxKey: undefined,
    tutorUrl: undefined,
    tutorModel: 'gpt-4o-mini',
    tutorKey: undefined,
    corsOrigins: [],
    trustProxy: false,
    heartbeatMs: 15_000,
    offlineChunkDelayMs: 0,
    ttsUrl: undefined,
    ttsModel: 'tts-1',
    ttsKey: undefined,
    sttUrl: undefined,
    sttModel: 'whisper-1',
    sttKey: undefined,
    localSpeech: true,
    ...overrides,
    adminEmails: (overrides.adminEmails ?? []).map((email) => email.toLowerCase()),
  };
}

/** Builds the config from environment variables (see the README for each one). `secret` comes from the caller. */
export function configFromEnvironment(
  env: Readonly<Record<string, string | undefined>>,
  defaults: { dataDir: string; secret: string },
): ServerConfig {
  const port = integer(env.PORT, 3000);
  const host = env.HOST ?? '127.0.0.1';
  return createConfig({
    environment: env.NODE_ENV === 'production' ? 'production' : 'development',
    port,
    host,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.PARLA_DATA_DIR || defaults.dataDir,
    secret: defaults.secret,
    adminEmails: list(env.PARLA_ADMIN_EMAILS),
    publicUrl: (env.PARLA_PUBLIC_URL || `http://${host}:${port}`).replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    devOutboxKey: env.PARLA_DEV_OUTBOX_KEY || undefined,
    tutorUrl: env.PARLA_TUTOR_URL ? env.PARLA_TUTOR_URL.replace(/\/+$/, '') : undefined,
    tutorModel: env.PARLA_TUTOR_MODEL || 'gpt-4o-mini',
    tutorKey: env.PARLA_TUTOR_KEY || undefined,
    corsOrigins: list(env.PARLA_CORS_ORIGINS),
    trustProxy: env.PARLA_TRUST_PROXY === '1' || env.PARLA_TRUST_PROXY === 'true',
    heartbeatMs: integer(env.PARLA_HEARTBEAT_MS, 15_000),
    offlineChunkDelayMs: integer(env.PARLA_OFFLINE_DELAY_MS, 0),
    ttsUrl: env.PARLA_TTS_URL ? env.PARLA_TTS_URL.replace(/\/+$/, '') : undefined,
    ttsModel: env.PARLA_TTS_MODEL || 'tts-1',
    ttsKey: env.PARLA_TTS_KEY || undefined,
    sttUrl: env.PARLA_STT_URL ? env.PARLA_STT_URL.replace(/\/+$/, '') : undefined,
    sttModel: env.PARLA_STT_MODEL || 'whisper-1',
    sttKey: env.PARLA_STT_KEY || undefined,
    localSpeech: env.PARLA_LOCAL_SPEECH !== '0' && env.PARLA_LOCAL_SPEECH !== 'false',
  });
}
