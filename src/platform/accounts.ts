/**
 * @module Accounts in D1: sign-up and password verification. Passwords are hashed with
 * PBKDF2-SHA256 (WebCrypto), PBKDF2_ITERATIONS iterations, 16 random salt bytes per user, and
 * compared in constant time. A sign-in for an unknown email still runs one PBKDF2 derivation so
 * the answer time does not tell which emails exist.
 */
import {
  PBKDF2_ITERATIONS,
  constantTimeEqual,
  fromBase64,
  pbkdf2,
  randomBytes,
  toBase64,
} from './crypto.js';

export interface User {
  id: string;
  email: string;
  createdAt: number;
}

/** Trimmed, lower-cased email: the form stored and looked up. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export class EmailTakenError extends Error {
  constructor() {
    super('email already registered');
    this.name = 'EmailTakenError';
  }
}

/** Create a user; throws EmailTakenError when the email is registered. */
export async function createUser(
  db: D1Database,
  email: string,
  password: string,
  nowMs: number,
): Promise<User> {
  const normal = normaliseEmail(email);
  const salt = randomBytes(16);
  const hash = await pbkdf2(password, salt, PBKDF2_ITERATIONS);
  const id = crypto.randomUUID();
  try {
    await db
      .prepare(
        'INSERT INTO users (id, email, password_hash, password_salt, password_iterations, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .bind(id, normal, toBase64(hash), toBase64(salt), PBKDF2_ITERATIONS, nowMs)
      .run();
  } catch (err) {
    if (err instanceof Error && /UNIQUE/i.test(err.message)) throw new EmailTakenError();
    throw err;
  }
  return { id, email: normal, createdAt: nowMs };
}

const DUMMY_SALT = new Uint8Array(16);

/** The user when email and password match, else null (same work either way). */
export async function verifyPassword(
  db: D1Database,
  email: string,
  password: string,
): Promise<User | null> {
  const row = await db
    .prepare(
      'SELECT id, email, password_hash, password_salt, password_iterations, created_at FROM users WHERE email = ?',
    )
    .bind(normaliseEmail(email))
    .first<{
      id: string;
      email: string;
      password_hash: string;
      password_salt: string;
      password_iterations: number;
      created_at: number;
    }>();
  if (!row) {
    await pbkdf2(password, DUMMY_SALT, PBKDF2_ITERATIONS);
    return null;
  }
  const got = await pbkdf2(password, fromBase64(row.password_salt), row.password_iterations);
  return constantTimeEqual(got, fromBase64(row.password_hash))
    ? { id: row.id, email: row.email, createdAt: row.created_at }
    : null;
}

export async function userById(db: D1Database, id: string): Promise<User | null> {
  const row = await db
    .prepare('SELECT id, email, created_at FROM users WHERE id = ?')
    .bind(id)
    .first<{ id: string; email: string; created_at: number }>();
  return row ? { id: row.id, email: row.email, createdAt: row.created_at } : null;
}
