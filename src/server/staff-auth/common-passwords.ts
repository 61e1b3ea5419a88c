// Loads common-passwords.txt (beside this file: the 10,000 most common passwords, made by
// scripts/common-passwords.mjs) into the shared password schema, once, when the server's
// staff code is first imported. Found by walking up, so it works from src/ and from dist/.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { installCommonPasswords } from '../../shared/schemas/password';

const NAME = 'common-passwords.txt';

function findList(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    for (const candidate of [join(dir, NAME), join(dir, 'src', 'server', 'staff-auth', NAME)]) {
      if (existsSync(candidate)) return candidate;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No ${NAME} found above ${fileURLToPath(import.meta.url)}`);
    dir = parent;
  }
}

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  readFileSync(findList(), 'utf8')
    .split('\n')
    .filter((line) => line.length > 0),
);

installCommonPasswords(COMMON_PASSWORDS);
