import { apiAddressOf } from '@/server/http/site-handler';

const request = (method: string, url: string, contentType?: string) => ({ method, url, headers: contentType ? { 'content-type': contentType } : {} });
const form = 'multipart/form-data; boundary=x';

describe('apiAddressOf', () => {
  it('sends the API\'s own addresses to the API as they are', () => {
    expect(apiAddressOf(request('GET', '/api/users/me'))).toBe('/api/users/me');
    expect(apiAddressOf(request('GET', '/api?x=1'))).toBe('/api?x=1');
    expect(apiAddressOf(request('POST', '/api/performers/avatar/upload', form))).toBe('/api/performers/avatar/upload');
  });

  it('takes a multipart POST or PUT at the root as the upload it was meant to be', () => {
    expect(apiAddressOf(request('POST', '/performers/avatar/upload', form))).toBe('/api/performers/avatar/upload');
    expect(apiAddressOf(request('PUT', '/addresses/4f1c?x=1', 'Multipart/Form-Data; boundary=y'))).toBe('/api/addresses/4f1c?x=1');
  });

  it('leaves every other request to the pages', () => {
    expect(apiAddressOf(request('GET', '/performers'))).toBeNull();
    expect(apiAddressOf(request('GET', '/apis'))).toBeNull();
    expect(apiAddressOf(request('POST', '/auth/login', 'application/json'))).toBeNull();
    expect(apiAddressOf(request('GET', '/performers/avatar/upload', form))).toBeNull();
    expect(apiAddressOf(request('POST', '//evil.example/upload', form))).toBeNull();
  });
});
