import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The root secret: SECRET_KEY when given (production: every process must share it), otherwise a
 * key generated once into DATA_DIR so the embedded default needs no set-up and survives restarts.
 */
export async function loadSecretKey(secretKey: string | undefined, dataDir: string): Promise<Buffer> {
  if (secretKey) return Buffer.from(secretKey, 'base64');
  const file = path.join(dataDir, 'secret.key');
  try {
    return Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const key = randomBytes(32);
  // 'wx' fails if another process created it first; then theirs wins.
  try {
    await writeFile(file, key.toString('base64'), { flag: 'wx', mode: 0o600 });
    return key;
  } catch {
    return Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
  }
}
