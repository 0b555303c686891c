/** The port of the server the end-to-end tests start (scripts/e2e-server.mjs). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8190);
