// Direct API calls for journey set-up (an admin changing settings) — the journeys themselves use the pages.
import fs from 'node:fs';
import { e2eState } from './browser';

export async function apiLogin(username: string, password: string): Promise<string> {
  const res = await fetch(`${e2eState().baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!res.ok) throw new Error(`login as ${username} failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

export async function adminUpdateSettings(adminToken: string, changes: Record<string, unknown>) {
  const res = await fetch(`${e2eState().baseUrl}/api/admin/settings`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
    body: JSON.stringify(changes),
  });
  if (!res.ok) throw new Error(`settings update failed: ${res.status} ${await res.text()}`);
}

async function call<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(`${e2eState().baseUrl}/api${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path} failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
}

/** A fresh fan registered through the API (journeys that change or block someone never touch demo accounts). */
export async function apiRegisterFan(username: string, password: string): Promise<void> {
  await call('POST', '/auth/users/register', { name: `Fan ${username}`, username, email: `${username}@example.com`, password });
}

/** A performer signed up through the multipart registration, with real ID photos; left pending review. */
export async function apiRegisterPerformer(fields: { username: string; name: string; password: string }, photos: { id: string; document: string }) {
  const form = new FormData();
  form.append('name', fields.name);
  form.append('username', fields.username);
  form.append('email', `${fields.username}@example.com`);
  form.append('password', fields.password);
  form.append('idVerification', new Blob([fs.readFileSync(photos.id)], { type: 'image/png' }), 'id.png');
  form.append('documentVerification', new Blob([fs.readFileSync(photos.document)], { type: 'image/png' }), 'doc.png');
  const res = await fetch(`${e2eState().baseUrl}/api/auth/performers/register`, { method: 'POST', body: form });
  if (!res.ok) throw new Error(`performer registration failed: ${res.status} ${await res.text()}`);
}

export const api = { call };
