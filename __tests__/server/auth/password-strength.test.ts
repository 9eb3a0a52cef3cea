import { passwordScore, passwordStrength } from '../../../server/shared/password-strength';
import { isCommonPassword } from '../../../server/auth/passwords';

describe('password strength (shared by the web meter and the server)', () => {
  it.each([
    ['', null, 0],
    ['abcdefgh', 'weak', 0],
    ['zzzzzzzz', 'weak', 1],
    ['Bonjour1', 'medium', 4],
    ['bonjour-soleil', 'medium', 4],
    ['Bonjour-Soleil', 'strong', 5],
    ['Bonjour-Soleil9', 'strong', 6],
    ['Admin-Soleil-9', 'medium', 4],
    ['QWERTY-soleil-9', 'medium', 4],
    ['Bonjouuur-Soleil9', 'strong', 5],
  ])('scores %j as %s (%d points)', (password, strength, score) => {
    expect(passwordStrength(password)).toBe(strength);
    if (password) expect(passwordScore(password)).toBe(score);
  });

  it('knows the common passwords, whatever the case', () => {
    expect(isCommonPassword('password1')).toBe(true);
    expect(isCommonPassword('PASSWORD1')).toBe(true);
    expect(isCommonPassword('qwertyuiop')).toBe(true);
    expect(isCommonPassword('Bonjour-Soleil-42')).toBe(false);
  });
});
