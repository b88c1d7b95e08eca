import fs from 'node:fs';
import { E2E_STATE_FILE, startServer } from './server';

export default async function globalSetup() {
  const state = await startServer();
  fs.writeFileSync(E2E_STATE_FILE, JSON.stringify(state));
}
