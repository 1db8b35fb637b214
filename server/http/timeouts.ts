// How long the HTTP server waits on a client (issue 40, point 5). Node's and Fastify's defaults
// let a slow or dead client hold a connection for minutes: Fastify turns Node's request timeout
// off (requestTimeout 0), Node waits 60 s for request headers and looks only every 30 s, and a
// socket with nothing moving is never closed (connectionTimeout 0). A slowloris burst (headers
// sent a byte at a time) then holds its connections for a minute and a half each.

/** Whole request headers: a browser sends them in one packet; an old TV on weak Wi-Fi in well under a second. */
export const HEADERS_TIMEOUT_MS = 10_000;
/** The whole request with its body: a 2 MB upload chunk (server/uploads/settings.ts) at 200 kbit/s takes 80 s. */
export const REQUEST_TIMEOUT_MS = 120_000;
/** A socket with nothing moving either way; above the keep-alive wait so idle keep-alive ends first. */
export const CONNECTION_TIMEOUT_MS = 120_000;
/** How often Node looks for connections past the two limits above (its default is 30 s). */
export const CONNECTIONS_CHECK_MS = 1_000;

/** The Fastify options that apply them. */
export const serverTimeouts = {
  connectionTimeout: CONNECTION_TIMEOUT_MS,
  requestTimeout: REQUEST_TIMEOUT_MS,
  http: { headersTimeout: HEADERS_TIMEOUT_MS, connectionsCheckingInterval: CONNECTIONS_CHECK_MS },
} as const;
