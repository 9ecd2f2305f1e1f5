import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import type { ApiError, ErrorCode } from '../../contract/errors';
import { databaseUnavailable } from '../db/errors';
import { loggableError } from './logging';
import { REQUEST_ID_HEADER } from './request-id';

const STATUS_BY_CODE: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  REQUEST_TIMEOUT: 408,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  HEADERS_TOO_LARGE: 431,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

/** A request that needed the database while it could not be reached (503, with Retry-After). */
export const DATABASE_UNAVAILABLE =
  'The site cannot reach its database right now. Please try again in a moment.';
/** Seconds a client is asked to wait after that 503: a restarted database is back by then. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The one error type services throw; the handler below turns it into `{code, message, fieldErrors}`. */
export class AppError extends Error {
  constructor(
    public readonly code: ErrorCode,
    message: string,
    public readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get statusCode(): number {
    return STATUS_BY_CODE[this.code];
  }
}

export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);
export const badRequest = (message: string, fieldErrors?: Record<string, string>) =>
  new AppError('VALIDATION_FAILED', message, fieldErrors);

function codeForStatus(status: number): ErrorCode {
  const match = (Object.entries(STATUS_BY_CODE) as [ErrorCode, number][]).find(
    ([, s]) => s === status,
  );
  if (match) return match[0];
  return status >= 500 ? 'INTERNAL' : 'BAD_REQUEST';
}

/** Field path of a validation issue: the request part, then the property path (body.email, query.page). */
function fieldPath(context: string | undefined, instancePath: string): string {
  const inner = instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
  const part = context ?? 'body';
  if (part === 'body') return inner || 'body';
  if (part === 'querystring') return inner || 'query';
  return inner || part;
}

function toApiError(error: FastifyError): { status: number; body: ApiError } {
  if (error instanceof AppError) {
    return {
      status: error.statusCode,
      body: {
        code: error.code,
        message: error.message,
        ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
      },
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of error.validation) {
      const key = fieldPath(error.validationContext, issue.instancePath);
      fieldErrors[key] ??= issue.message ?? 'Invalid value';
    }
    const fields = Object.keys(fieldErrors);
    return {
      status: 400,
      body: {
        code: 'VALIDATION_FAILED',
        message: `Invalid ${fields.length === 1 ? 'field' : 'fields'}: ${fields.join(', ')}`,
        fieldErrors,
      },
    };
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return {
        status: 400,
        body: {
          code: 'BAD_REQUEST',
          message: 'The request body is not valid JSON',
          fieldErrors: { body: 'Send a valid JSON document' },
        },
      };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return {
        status: 413,
        body: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large' },
      };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        status: 415,
        body: {
          code: 'UNSUPPORTED_MEDIA_TYPE',
          message: 'Send the request body as application/json',
        },
      };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return { status, body: { code: codeForStatus(status), message: error.message } };
  }
  if (databaseUnavailable(error)) {
    // the database restarting or out of reach: nothing the visitor did, and it passes
    return { status: 503, body: { code: 'UNAVAILABLE', message: DATABASE_UNAVAILABLE } };
  }
  // Internals (stack, SQL, driver messages) never leave the server.
  return {
    status: 500,
    body: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' },
  };
}

/** Installs the single error model: every non-2xx reply is JSON `{code, message, fieldErrors?}`. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const { status, body } = toApiError(error);
    if (status >= 500 || isResponseSerializationError(error)) {
      request.log.error({ err: loggableError(error) }, 'request failed');
    } else {
      request.log.info({ code: body.code, status }, body.message);
    }
    // headers set for a success (e.g. cache headers) must not apply to an error
    reply.removeHeader('cache-control');
    if (body.message === DATABASE_UNAVAILABLE) {
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    }
    return reply.status(status).type('application/json; charset=utf-8').send(body);
  });
}

/** Reply helper for 404s outside the error handler (not-found handler). */
export function sendApiNotFound(reply: FastifyReply, message: string): FastifyReply {
  const body: ApiError = { code: 'NOT_FOUND', message };
  return reply.status(404).type('application/json; charset=utf-8').send(body);
}

/**
 * Requests the router refuses before any route (a parameter longer than the router allows, a
 * malformed URL): the same `{code, message}` JSON as every other error. Fastify's
 * `frameworkErrors` option.
 */
export function sendFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  // refused before the onRequest hooks, which return the id on every other reply
  reply.header(REQUEST_ID_HEADER, request.id);
  const body: ApiError =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? { code: 'URI_TOO_LONG', message: 'The address is too long' }
      : { code: 'BAD_REQUEST', message: 'The address is not valid' };
  return reply
    .status(STATUS_BY_CODE[body.code as ErrorCode])
    .type('application/json; charset=utf-8')
    .send(body);
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers or request line over
 * the size limit, a timeout, bytes that are not HTTP): answered with the same `{code, message}`
 * JSON, then the connection is closed. Fastify's `clientErrorHandler` option.
 */
export function handleClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  // a reset connection has nobody left to answer
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, body]: [number, ApiError] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [
          431,
          { code: 'HEADERS_TOO_LARGE', message: 'The request headers or address are too large' },
        ]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, { code: 'REQUEST_TIMEOUT', message: 'The request took too long to arrive' }]
        : [400, { code: 'BAD_REQUEST', message: 'The request is not valid HTTP' }];
  const json = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_TEXT[status]}\r\nContent-Length: ${Buffer.byteLength(json)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy(error);
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};
