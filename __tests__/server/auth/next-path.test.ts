import { isServerPath, sameOriginPath } from '../../../server/shared/next-path';

describe('the `next` path sign-in brings the person back to', () => {
  it.each(['/graphql', '/dashboard', '/documents/RG9jdW1lbnQ6MQ?tab=history#top', '/account'])('accepts the same-origin path %s', (path) => {
    expect(sameOriginPath(path)).toBe(path);
  });

  it.each([
    ['a protocol-relative address', '//evil.example/graphql'],
    ['a backslash read as a slash', '/\\evil.example'],
    ['a backslash first', '\\\\evil.example'],
    ['a full address', 'https://evil.example/graphql'],
    ['a scheme', 'javascript:alert(1)'],
    ['a data address', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path', 'graphql'],
    ['a tab the URL parser drops', '/\t/evil.example'],
    ['a new line the URL parser drops', '/\n/evil.example'],
    ['a space first', ' /graphql'],
    ['a double slash further on', '/graphql//evil.example'],
    ['an encoded slash', '/%2F%2Fevil.example'],
    ['an encoded backslash', '/%5cevil.example'],
    ['nothing', ''],
    ['no value', null],
    ['not a text', ['/graphql']],
  ])('refuses %s', (_what, value) => {
    expect(sameOriginPath(value)).toBeNull();
  });

  it('tells the server’s paths, loaded in full, from the screens of the app', () => {
    expect(isServerPath('/graphql')).toBe(true);
    expect(isServerPath('/api/v1/openapi.json')).toBe(true);
    expect(isServerPath('/dashboard')).toBe(false);
    expect(isServerPath('/documents/abc?tab=history')).toBe(false);
  });
});
