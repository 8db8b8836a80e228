import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: the bearer token or reset token handed to the client once. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database stores instead of a token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
