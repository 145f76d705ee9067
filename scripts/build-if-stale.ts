/**
 * Builds only what is stale, as `npm start` does (`buildReason` of scripts/start.ts, then
 * `serverBuildReason`): the storefront and the server when the storefront's build is missing or
 * older than its sources, else the server alone when its bundle is older than its own sources.
 * `npm run test:browser` runs it first, so a browser journey never runs against a stale dist/.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, SERVER_BUNDLE, serverBuildReason } from './build-server.ts';
import { buildReason } from './start.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const reason = buildReason();
if (reason) {
  console.log(`Building the storefront and the server (${reason})…`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'build.ts')], {
    cwd: root,
    stdio: 'inherit',
  });
  process.exit(result.status ?? 1);
}
console.log('The storefront build is up to date (dist/client).');
const serverReason = serverBuildReason();
if (serverReason) {
  console.log(`Building the server (${serverReason})…`);
  await buildServer();
} else {
  console.log(`The server build is up to date (${SERVER_BUNDLE}).`);
}
