import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

/** The origin links in e-mails and OAuth redirects use: PUBLIC_URL when set, else the request's. */
export function siteOrigin(config: Config, request: FastifyRequest): string {
  if (config.publicUrl) return new URL(config.publicUrl).origin;
  return `${request.protocol}://${request.host}`;
}
