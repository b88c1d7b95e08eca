// Secrets the operator did not set are generated once into DATA_DIR/secrets.json (readable by the owner
// only), so a fresh `npm start` is safe without configuration and sessions survive restarts.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface GeneratedSecrets {
  jwtSecret: string;
  internalApiSecret: string;
}

const isSecret = (v: unknown, min: number): v is string => typeof v === 'string' && v.length >= min;

export function loadOrCreateSecrets(dataDir: string): GeneratedSecrets {
  const file = path.join(path.resolve(dataDir), 'secrets.json');
  if (fs.existsSync(file)) return readSecrets(file);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const secrets: GeneratedSecrets = {
    jwtSecret: randomBytes(48).toString('base64url'),
    internalApiSecret: randomBytes(32).toString('base64url'),
  };
  // Written to a private temp file, then linked into place: link fails if another process got there
  // first (its secrets win), and no reader ever sees a half-written file.
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  fs.writeFileSync(temp, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  try {
    fs.linkSync(temp, file);
    return secrets;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') return readSecrets(file);
    throw e;
  } finally {
    fs.rmSync(temp, { force: true });
  }
}

function readSecrets(file: string): GeneratedSecrets {
  let parsed: Partial<GeneratedSecrets>;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<GeneratedSecrets>;
  } catch (e) {
    throw new Error(`${file} is not valid JSON (${(e as Error).message}). Fix it, or delete it to generate new secrets (this logs everyone out).`);
  }
  if (!isSecret(parsed.jwtSecret, 32) || !isSecret(parsed.internalApiSecret, 16)) {
    throw new Error(`${file} must hold "jwtSecret" (32+ characters) and "internalApiSecret" (16+ characters). Delete it to generate new ones.`);
  }
  return { jwtSecret: parsed.jwtSecret, internalApiSecret: parsed.internalApiSecret };
}
