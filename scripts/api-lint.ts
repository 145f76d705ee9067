/**
 * `npm run api:lint`: lints every API of redocly.yaml (its `apis`: the root document of each
 * version, following the $refs into paths/ and the shared components/) with Redocly's
 * recommended ruleset, as configured there. Exits 1 on any error or warning: a warning is either
 * fixed or turned off in redocly.yaml with a comment saying why.
 */
import path from 'node:path';
import { formatProblems, getMergedConfig, getTotals, lint, loadConfig } from '@redocly/openapi-core';
import { REDOCLY_CONFIG, REPOSITORY_ROOT } from '#openapi/bundle';

async function main(): Promise<void> {
  const config = await loadConfig({ configPath: REDOCLY_CONFIG });
  const apis = Object.entries(config.apis);
  if (apis.length === 0) {
    console.error(`${path.relative(REPOSITORY_ROOT, REDOCLY_CONFIG)} lists no apis to lint.`);
    process.exit(1);
  }
  let failed = false;
  for (const [name, api] of apis) {
    const root = path.resolve(path.dirname(REDOCLY_CONFIG), api.root);
    const problems = await lint({ ref: root, config: getMergedConfig(config, name) });
    const totals = getTotals(problems);
    const relativeRoot = path.relative(REPOSITORY_ROOT, root);
    if (totals.errors + totals.warnings === 0) {
      console.log(`${name} (${relativeRoot}): no problems`);
      continue;
    }
    failed = true;
    console.error(`${name} (${relativeRoot}): ${totals.errors} error(s), ${totals.warnings} warning(s)`);
    formatProblems(problems, { format: 'codeframe', totals, version: 'api:lint', cwd: REPOSITORY_ROOT, color: false });
  }
  if (failed) process.exit(1);
}

await main();
