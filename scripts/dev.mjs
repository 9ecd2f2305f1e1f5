// `npm run dev`: the API with reload on change (tsx watch) and the Vite dev server, which
// proxies /api to it. Open http://localhost:5173.
import concurrently from 'concurrently';

const env = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'development' };
const { result } = concurrently(
  [
    { command: 'tsx watch --clear-screen=false src/server/main.ts', name: 'api', env },
    { command: 'vite', name: 'web', env },
  ],
  { killOthersOn: ['failure', 'success'], prefixColors: ['blue', 'magenta'] },
);
result.then(
  () => process.exit(0),
  () => process.exit(1),
);
