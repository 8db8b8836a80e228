import { readFileSync } from 'node:fs';
import { COMMON_PASSWORDS_FILE } from '../../paths.js';

let list: Set<string> | undefined;

/** True for the 10,000 most common passwords (data/README.md), compared case-insensitively. */
export function isCommonPassword(password: string): boolean {
  list ??= new Set(
    readFileSync(COMMON_PASSWORDS_FILE, 'utf8')
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter(Boolean),
  );
  return list.has(password.toLowerCase());
}
