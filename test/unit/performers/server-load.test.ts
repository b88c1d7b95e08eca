/**
 * @jest-environment node
 */
// On the server the page renderer asks the API for the visitor: their session (follow marks, blocks of
// them) and their address (a performer's country blocks), which the API trusts only with the internal secret.
import type { IncomingMessage } from 'node:http';
import type { NextPageContext } from 'next';
import { INTERNAL_SECRET_HEADER } from '@/contracts/common';
import { visitorHeaders } from '@/services/performer.api';
import { fakeApi, ok } from '../../helpers/fake-api';
import { performerFactory } from './fixtures';
import PerformersPage from '../../../pages/performers';
import ProfilePage from '../../../pages/[profileId]';

const SECRET = 'internal-test-secret-0123';
const req = (cookie?: string) =>
  ({ headers: cookie ? { cookie } : {}, socket: { remoteAddress: '81.2.69.142' } }) as unknown as IncomingMessage;
const ctxFor = (pathname: string, query: Record<string, string>, request: IncomingMessage) =>
  ({ query, req: request, res: { statusCode: 200 }, pathname, asPath: pathname }) as unknown as NextPageContext;

let api: ReturnType<typeof fakeApi> | undefined;
const savedSecret = process.env.INTERNAL_API_SECRET;
beforeEach(() => {
  process.env.INTERNAL_API_SECRET = SECRET;
});
afterEach(() => {
  api?.restore();
  process.env.INTERNAL_API_SECRET = savedSecret;
});

describe('visitor headers', () => {
  it('carry the session token and the visitor address with the internal secret', () => {
    expect(visitorHeaders(req('theme=dark; token=tok-abc'))).toEqual({
      Authorization: 'tok-abc',
      'x-client-ip': '81.2.69.142',
      [INTERNAL_SECRET_HEADER]: SECRET,
    });
  });

  it('leave out the address without a secret, and the session for anonymous visitors', () => {
    delete process.env.INTERNAL_API_SECRET;
    expect(visitorHeaders(req())).toEqual({});
    expect(visitorHeaders(undefined)).toBeUndefined();
  });
});

describe('server renders', () => {
  it('the directory searches as the visitor', async () => {
    api = fakeApi({ 'GET /performers/user/search': ok({ data: [performerFactory()], total: 1 }) });
    await PerformersPage.getInitialProps!(ctxFor('/performers', { gender: 'female' }, req('token=tok-abc')));
    expect(api.calls[0].params).toEqual({ gender: 'female' });
    expect(api.calls[0].headers).toMatchObject({ authorization: 'tok-abc', 'x-client-ip': '81.2.69.142', [INTERNAL_SECRET_HEADER]: SECRET });
  });

  it('the profile loads the performer as the visitor', async () => {
    api = fakeApi({ 'GET /performers/luna': ok(performerFactory()) });
    await ProfilePage.getInitialProps!(ctxFor('/[profileId]', { profileId: 'luna' }, req('token=tok-abc')));
    expect(api.calls[0].headers).toMatchObject({ authorization: 'tok-abc', 'x-client-ip': '81.2.69.142', [INTERNAL_SECRET_HEADER]: SECRET });
  });
});
