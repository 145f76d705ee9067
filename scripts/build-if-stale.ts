/**
 * Builds the storefront only when the build is missing or older than its sources (the same check
 * `npm start` makes, `buildReason` of scripts/start.ts). `npm run test:browser` runs it first, so
 * a browser journey never runs against a stale dist/.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildReason } from './start';

const root = fileURLToPath(new URL('..', import.meta.url));
const reason = buildReason();
if (reason) {
  console.log(`Building the storefront (${reason})…`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'build.ts')], {
    cwd: root,
    stdio: 'inherit',
  });
  process.exit(result.status ?? 1);
}
console.log('The storefront build is up to date (dist/client).');
