/**
 * @module The password rules of sign-up (docs/security.md "Passwords", OWASP ASVS 2.1): 10 to 256
 * characters, any characters (no composition rules, ASVS 2.1.9), not one of the common and
 * breached passwords shipped as data (src/generated/common-passwords.ts, ASVS 2.1.7), not the
 * account's own email or its name part with only digits or symbols added, and not easy to guess by
 * a zxcvbn-style strength estimate (src/platform/password-strength.ts: repeats, sequences,
 * keyboard rows, dates, common passwords inside a longer one), refused with advice.
 */
import { COMMON_PASSWORDS_TEXT } from '../generated/common-passwords.js';
import { weakPasswordAdvice } from './password-strength.js';

let common: Set<string> | undefined;

/** True when the password (case-insensitively) is on the shipped list of common and breached passwords. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(COMMON_PASSWORDS_TEXT.split('\n'));
  return common.has(password.normalize('NFKC').toLowerCase());
}

/** Why a new password is refused for an email, or null when it is acceptable. */
export function passwordProblem(password: string, email: string): string | null {
  if (isCommonPassword(password))
    return 'is a common or breached password (it appears in published password lists); choose another: a passphrase of three or four unrelated words is strong and easy to remember';
  // the email itself, or its name part, with only digits or symbols around it ("asha.sharma123!")
  const bare = password
    .normalize('NFKC')
    .toLowerCase()
    .replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  const e = email.trim().toLowerCase();
  const local = e.split('@')[0] ?? '';
  if (
    bare === e.replace(/[^\p{L}]+$/u, '') ||
    bare === local.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '')
  )
    return 'must not be your email address or its name part';
  return weakPasswordAdvice(password);
}
