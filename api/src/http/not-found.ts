import type { RequestHandler } from 'express';

/**
 * Paths that belong to the server, never to the web app: an unknown address under them is a JSON
 * 404, not the web app's index.html with a 200 (which clients, probes and scrapers would take for
 * an answer). `/api` has its own 404 in the legacy router; this covers the rest and any method.
 */
export const SERVER_PATHS = ['/api', '/graphql', '/media', '/healthz', '/readyz', '/metrics'];

export const serverPathNotFound: RequestHandler = (_req, res) => {
  res.status(404).json({ error: 'Kjo adresë nuk ekziston.' });
};
