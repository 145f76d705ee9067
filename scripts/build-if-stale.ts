/**
 * Builds only what is stale, as `npm start` does (`buildWhatIsStale` of scripts/start.ts).
 * `npm run test:browser` runs it first, so a browser journey never runs against a stale dist/.
 */
import { buildWhatIsStale } from './start.ts';

process.exit(await buildWhatIsStale());
