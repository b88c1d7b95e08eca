// Every error leaves as `{ statusCode, error, message, details? }` with a message a person can act on.
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from './errors';

interface ValidationIssue {
  instancePath: string;
  message?: string;
}

/** "body.email: Invalid email address" → "Please check email: Invalid email address." */
export function describeValidation(issues: ValidationIssue[], context?: string): string {
  const parts = issues.slice(0, 5).map((i) => {
    const field = i.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const msg = (i.message ?? 'is invalid').replace(/\.$/, '');
    return field ? `${field}: ${msg}` : msg;
  });
  const where = context === 'querystring' ? ' in the address' : '';
  return `Please check the request${where}. ${parts.join('; ')}.`;
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.statusCode).send(body(err.statusCode, err.message, err.details));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = err.validation.map((v) => ({ instancePath: v.instancePath, message: v.message }));
      return reply.status(422).send(body(422, describeValidation(issues, err.validationContext), { issues }));
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ err, issues: err.cause.issues }, 'response did not match its schema');
      return reply.status(500).send(body(500, 'Something went wrong on our side. Please try again later.'));
    }
    if (isBrokenForm(err)) return reply.status(400).send(body(400, BROKEN_FORM));
    if (isUnstorableText(err)) return reply.status(422).send(body(422, UNSTORABLE_TEXT));
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;
    if (status >= 500) {
      req.log.error({ err }, 'unhandled error');
      return reply.status(status).send(body(status, 'Something went wrong on our side. Please try again later.'));
    }
    return reply.status(status).send(body(status, friendly(err, status)));
  });

  app.setNotFoundHandler((req, reply) => {
    reply.status(404).send(body(404, `There is no API route ${req.method} ${req.url.split('?')[0]}. Check the address.`));
  });
}

function friendly(err: FastifyError, status: number): string {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'This request must be sent as JSON (Content-Type: application/json) or as a multipart form.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty. Send a JSON object.';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return err.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
        ? 'The request is too large. Send less data or a smaller file.'
        : 'The request body is not valid JSON.';
    case 'FST_REQ_FILE_TOO_LARGE':
      return 'The file is too large. Choose a smaller file.';
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return 'This request must be sent as a multipart form with the files attached.';
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return 'The form has too many fields or files. Send only the fields and files this page asks for.';
    case 'FST_PROTO_VIOLATION':
      return 'A form field has a name that is not allowed. Rename the field.';
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return 'A form field declared as JSON is not valid JSON.';
    case 'FST_MP_PREMATURE_CLOSE':
      return BROKEN_FORM;
    default:
      if (status === 429) return 'Too many attempts. Please wait a minute and try again.';
      // A library's own wording ("reach fields limit") is no sentence to show a person.
      if (err.message && /^[A-Z].*[.!?]$/.test(err.message)) return err.message;
      return `The request could not be processed (${STATUS_CODES[status] ?? status}). Check what was sent and try again.`;
  }
}

const UNSTORABLE_TEXT = 'The text contains a character that cannot be stored (a NUL character or invalid UTF-8). Remove it and try again.';

/**
 * PostgreSQL refused the text itself (22021: a NUL character or bytes that are not UTF-8). Requests are
 * checked for such text before the routes read them (unstorable-text.ts); this catches any that slips by.
 */
function isUnstorableText(err: FastifyError): boolean {
  const codeOf = (e: unknown) => (e && typeof e === 'object' ? (e as { code?: unknown }).code : undefined);
  return codeOf(err) === '22021' || codeOf(err.cause) === '22021';
}

const BROKEN_FORM = 'The form could not be read: it was cut off or is not multipart/form-data with a boundary. Send it again.';

/** The multipart parser (busboy) fails a form it cannot read with plain errors, without a code or status. */
function isBrokenForm(err: FastifyError): boolean {
  return !err.statusCode && !err.code && /^Multipart: |unexpected end of multipart data/i.test(err.message ?? '');
}

/**
 * Fastify's own answers to an address it cannot route (a broken %-escape, a part over maxParamLength) skip
 * the error handler and echo the address back; this gives them the same body and a sentence instead.
 */
export function frameworkErrors(err: FastifyError, _req: FastifyRequest, reply: FastifyReply) {
  const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 400;
  const message = err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'A part of this address is too long. Check the link.' : 'This address is not valid. Check the link.';
  void reply.status(status).send(body(status, message));
}

export function body(statusCode: number, message: string, details?: unknown) {
  return {
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    message,
    ...(details === undefined ? {} : { details }),
  };
}
