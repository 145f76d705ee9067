/**
 * The browser project's global setup (vitest.config.ts `globalSetup`): starts the run's shared
 * server once, before the first test file, on a fresh copy of the seeded data folder with the
 * default environment, hands its address to the test files through `provide` (they read it with
 * `inject('sharedServer')`, see ./setup.ts), and stops it and removes its folder after the last
 * file. Files that need a server of their own (another environment, data written before the start,
 * counters they must own) keep calling `startServer` themselves.
 */
import { rmSync, writeFileSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { freshSeededDataDir, removeDataDir, startServer } from './server';

export interface SharedServerInfo {
  /** http://127.0.0.1:<port> */
  baseUrl: string;
  port: number;
  /** Everything the server printed so far (it appends as it goes). */
  logFile: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    sharedServer: SharedServerInfo;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = await freshSeededDataDir();
  // Beside the data folder (under .tmp), removed with it.
  const logFile = `${dataDir}.log`;
  writeFileSync(logFile, '');
  const cleanUp = (): void => {
    removeDataDir(dataDir);
    rmSync(logFile, { force: true });
  };
  let server;
  try {
    server = await startServer({ dataDir, logFile, forTests: true });
  } catch (error) {
    cleanUp();
    throw error;
  }
  project.provide('sharedServer', { baseUrl: server.baseUrl, port: server.port, logFile });
  return async () => {
    await server.stop();
    cleanUp();
  };
}
