import { domainToASCII } from 'node:url';
import { hashPassword } from '../../../server/auth/passwords';
import { createOrganizationWithOwner } from '../../../server/onboarding/create-organization';
import type { TestApp } from '../../support/test-app';
import { SIGN_IN, STRONG_PASSWORD } from './operations';

/** A verified account made directly in the database (sign-up itself is tested in sign-up.test.ts). */
export async function createVerifiedUser(app: TestApp, email: string, password = STRONG_PASSWORD) {
  const passwordHash = await hashPassword(password);
  const { user } = await app.db.prisma.$transaction((tx) =>
    createOrganizationWithOwner(
      tx,
      { email, fullName: 'Test User', companyName: null, passwordHash, locale: 'en', emailVerifiedAt: app.clock.now() },
      app.clock.now(),
      { ip: null, userAgent: null },
    ),
  );
  return user;
}

export async function signedInClient(app: TestApp, email: string, rememberMe = false) {
  const client = app.client();
  const answer = await client.graphql(SIGN_IN, { input: { email, password: STRONG_PASSWORD, rememberMe } });
  if (answer.data?.signIn.__typename !== 'MutationSignInSuccess') throw new Error(JSON.stringify(answer));
  return client;
}

/** An address with its domain in ASCII (`jean@xn--clair-9ra.fr`), as Chromium's `<input type="email">` hands `jean@éclair.fr` over. */
export const asciiDomain = (email: string) => `${email.slice(0, email.lastIndexOf('@'))}@${domainToASCII(email.slice(email.lastIndexOf('@') + 1))}`;
