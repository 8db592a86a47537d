import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { HttpError } from '../http/errors.ts';

// OWASP's argon2id recommendation: 19 MiB of memory, 2 passes, 1 lane.
const ARGON2_OPTIONS = {
  algorithm: 2 /* Argon2id; the enum is a const enum */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash of a random password, verified against when the email is unknown so timing does not tell. */
let decoyHash: Promise<string> | null = null;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(`decoy-${Math.random()}`);
  return decoyHash;
}

const COMMON_PASSWORD_COUNT = 10_000;
let common: Set<string> | null = null;

/**
 * The most used passwords that the sign-up rules (length, no spaces, ...) would otherwise accept,
 * from the ranked list that zxcvbn ships. Compared case-insensitively, since "Password1" is as
 * guessable as "password1".
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(
    dictionary.passwords
      .filter((p) => p.length >= 6)
      .slice(0, COMMON_PASSWORD_COUNT)
      .map((p) => p.toLowerCase()),
  );
  return common.has(password.toLowerCase());
}

export const COMMON_PASSWORD_MESSAGE = 'This password is too common';

/** Refuses a common password with a 400 that names the field, as sign-up and reset both answer. */
export function refuseCommonPassword(password: string, path = 'password'): void {
  if (isCommonPassword(password)) {
    throw new HttpError(400, COMMON_PASSWORD_MESSAGE, [{ path, message: COMMON_PASSWORD_MESSAGE }]);
  }
}
