import { join } from 'node:path';
import { NAMESPACES, WEB, frameMessages, missingMessages, modules } from '../../scripts/message-namespaces';

// Every message id a module of the web app may show belongs to a namespace loaded by the time it
// renders: the frame's before the first render, a lazy chunk's with the chunk (scripts/message-namespaces.ts).

describe('messages loaded with the code that shows them', () => {
  it('every module of the app, from its entry, shows only namespaces loaded by the time it renders', () => {
    expect(missingMessages(join(WEB, 'main.tsx'), frameMessages())).toEqual([]);
    // The walk reached the screens through their chunks.
    expect(modules.has(join(WEB, 'screens/documents/DocumentsScreen.tsx'))).toBe(true);
    expect(modules.has(join(WEB, 'screens/documents/DocumentPanel.tsx'))).toBe(true);
  });

  it('finds a message of a namespace its chunk does not load, through static and dynamic imports', () => {
    // The documents screen without the frame's namespaces: its pagination, status badges and header
    // links show some (a check that finds nothing would pass whatever the chunks declare).
    const missing = missingMessages(join(WEB, 'main.tsx'), []);
    expect(missing.map((entry) => entry.module)).toEqual(
      expect.arrayContaining(['web/src/layouts/ProtectedLayout.tsx', 'web/src/screens/system/NotFoundScreen.tsx']),
    );
    expect(missing.find((entry) => entry.module === 'web/src/layouts/ProtectedLayout.tsx')?.namespaces).toContain('guard');
  });

  it('declares only namespaces lang/*.json has', () => {
    const declared = new Set([...frameMessages(), ...[...modules.values()].flatMap((module) => module.chunks.flatMap((chunk) => chunk.namespaces))]);
    expect([...declared].filter((namespace) => !NAMESPACES.includes(namespace))).toEqual([]);
  });
});
