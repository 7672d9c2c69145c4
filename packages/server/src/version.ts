/** Version of this server, reported by GET /health/. */
export const SERVER_VERSION = '0.1.2';
