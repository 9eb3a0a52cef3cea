/**
 * The product's password strength scale, shared by the web meter and the server (no node imports:
 * the web bundle imports this file).
 */
export type PasswordStrength = 'weak' | 'medium' | 'strong' | 'excellent';

const WEAK_SEQUENCES = ['123', 'abc', 'qwerty', 'password', 'admin'];

export function passwordScore(password: string): number {
  let score = 0;
  if (password.length >= 12) score += 2;
  else if (password.length >= 8) score += 1;
  if (/[a-z]/.test(password)) score += 1;
  if (/[A-Z]/.test(password)) score += 1;
  if (/\d/.test(password)) score += 1;
  if (/[^A-Za-z0-9]/.test(password)) score += 1;
  if (/(.)\1\1/.test(password)) score -= 1;
  const lower = password.toLowerCase();
  if (WEAK_SEQUENCES.some((sequence) => lower.includes(sequence))) score -= 2;
  return score;
}

/** Null for an empty password: the meter shows nothing. */
export function passwordStrength(password: string): PasswordStrength | null {
  if (password === '') return null;
  const score = passwordScore(password);
  if (score <= 2) return 'weak';
  if (score <= 4) return 'medium';
  if (score <= 6) return 'strong';
  return 'excellent';
}
