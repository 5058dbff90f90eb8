import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../app.ts';
import { testConfig } from './helper.ts';
import { startPgCluster } from './pg-cluster.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgUrl: string;
    pgTemplate: string;
  }
}

/** The database every test database of the run is copied from: migrated once instead of once per app. */
const TEMPLATE = 'printtender_template';

export default async function setup(project: TestProject) {
  const cluster = await startPgCluster();
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${TEMPLATE}`);
  await admin.end();
  const url = new URL(cluster.url);
  url.pathname = `/${TEMPLATE}`;
  // Building the app migrates its database; closing it leaves no connection, which a template must not have.
  const app = await buildApp(testConfig({ kind: 'postgres', url: url.toString() }), { webRoot: null });
  await app.close();
  project.provide('pgUrl', cluster.url);
  project.provide('pgTemplate', TEMPLATE);
  return () => cluster.stop();
}
