import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AccessTokens } from './access-tokens';

/**
 * JWT_SECRET from the environment. Only for the embedded single-machine default, when it is unset,
 * a random secret is created once in DATA_DIR (mode 0600) so sessions survive a restart; production
 * refuses to start without JWT_SECRET (see config).
 */
export async function resolveJwtSecret(configured: string | null, dataDir: string): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, 'secrets', 'jwt-secret');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const secret = AccessTokens.randomSecret();
  await writeFile(file, secret, { mode: 0o600, flag: 'wx' }).catch(async (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
  return (await readFile(file, 'utf8')).trim();
}
