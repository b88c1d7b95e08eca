// Direct API calls for journey set-up (an admin changing settings) — the journeys themselves use the pages.
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
