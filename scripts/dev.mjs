// `npm run dev`: the server restarting on change, and Vite with hot reload proxying to it.
import concurrently from 'concurrently';

const { result } = concurrently(
  [
    { name: 'server', command: 'tsx watch --clear-screen=false server/main.ts', prefixColor: 'blue' },
    { name: 'web', command: 'vite --config web/vite.config.ts', prefixColor: 'magenta' },
  ],
  { killOthersOn: ['failure', 'success'] },
);
result.catch(() => process.exit(1));
