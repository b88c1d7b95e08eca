// The address book calls: every logged-in user keeps their own address book; nobody else's is ever reached.
// PUT takes a multipart form (as docs/client-api.md "The calls" lists it) or the same fields as JSON.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { address, addressSearchQuery, createAddressBody, deleteAddressResult, updateAddressBody, type UpdateAddressBody } from '@/contracts/addresses';
import { envelope, idParams, listOf } from '@/contracts/common';
import { currentUser } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { describeValidation } from '../../http/error-handler';
import { AppError, unprocessable } from '../../http/errors';
import { assertStorableText } from '../../http/unstorable-text';
import type { AddressesService } from './addresses.service';

/** The text fields of a multipart form; an address has no files. */
async function formFieldsOf(req: FastifyRequest): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  for await (const part of req.parts()) {
    if (part.type === 'file') {
      part.file.resume();
      throw unprocessable('An address has no files: send its fields only.');
    }
    assertStorableText({ [part.fieldname]: String(part.value) });
    fields[part.fieldname] = String(part.value);
  }
  return fields;
}

async function updateBodyOf(req: FastifyRequest): Promise<UpdateAddressBody> {
  const raw = req.isMultipart() ? await formFieldsOf(req) : (req.body ?? {});
  const parsed = updateAddressBody.safeParse(raw);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((i) => ({ instancePath: `/${i.path.join('/')}`, message: i.message }));
  throw new AppError(422, describeValidation(issues), { issues });
}

export function addressesRoutes(deps: { addresses: AddressesService }): FastifyPluginAsyncZod {
  const { addresses } = deps;
  const answer = { response: { 200: envelope(address) } };
  return async (app) => {
    app.post('/addresses/create', { config: { auth: 'user' }, schema: { body: createAddressBody, ...answer } }, async (req) =>
      ok(await addresses.create(currentUser(req).id, req.body)),
    );

    app.put('/addresses/:id', { config: { auth: 'user' }, schema: { params: idParams, ...answer } }, async (req) =>
      ok(await addresses.update(currentUser(req).id, req.params.id, await updateBodyOf(req))),
    );

    app.get('/addresses/search', { config: { auth: 'user' }, schema: { querystring: addressSearchQuery, response: { 200: envelope(listOf(address)) } } }, async (req) =>
      ok(await addresses.search(currentUser(req).id, req.query)),
    );

    app.delete('/addresses/:id', { config: { auth: 'user' }, schema: { params: idParams, response: { 200: envelope(deleteAddressResult) } } }, async (req) =>
      ok(await addresses.remove(currentUser(req).id, req.params.id)),
    );
  };
}
