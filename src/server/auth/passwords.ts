import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm) with OWASP's minimum cost for interactive logins.
const options = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

/** A stored hash weaker than `options` (or not argon2id): rehashed at the next right password. */
export function needsRehash(passwordHash: string): boolean {
  const match = /^\$argon2id\$v=\d+\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(passwordHash);
  if (!match) return true;
  const [memoryCost, timeCost] = match.slice(1).map(Number);
  return memoryCost < options.memoryCost || timeCost < options.timeCost;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

/** A hash to verify against when the user does not exist, so both cases take the same time. */
const decoy = hashPassword('decoy-password-never-matches');

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
