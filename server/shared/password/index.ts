/** Passwords: hashing (argon2id, old scrypt verified and rehashed) and the policy for new ones. */
export { ARGON2_PARAMETERS, isCurrentArgon2, hashPassword, verifyPassword, verifyDummyPassword } from './hash';
export type { VerificationResult } from './hash';
export { MIN_SCORE, PASSWORD_MESSAGES, PASSWORD_MAX, PASSWORD_MIN, assessPassword, commonPasswords } from './policy';
export type { PasswordAssessment, PasswordContext, PasswordRejectionReason } from './policy';
