import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

/**
 * Whether cookies get the Secure flag: in production whenever the site is served over HTTPS
 * (`PUBLIC_URL` https, or the request arrived over HTTPS behind `TRUST_PROXY`).
 */
export function secureCookies(
  config: Pick<Config, 'isProduction' | 'publicUrl'>,
  request: FastifyRequest,
): boolean {
  if (!config.isProduction) return false;
  if (config.publicUrl) return config.publicUrl.startsWith('https:');
  return request.protocol === 'https';
}
