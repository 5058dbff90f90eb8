import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type FastifyPluginAsyncZod,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { createAuth } from './auth/auth.ts';
import type { Config } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { TaskChanges } from './task-changes.ts';
import type { Deps } from './deps.ts';
import { requestForLog } from './request-log.ts';
import { refuseUnknownHost } from './allowed-hosts.ts';
import { refuseCrossOrigin } from './csrf.ts';
import { registerCompression } from './compression.ts';
import { registerErrorHandler } from './errors.ts';
import { registerJsonParser } from './json.ts';
import { RateLimiter } from './limits.ts';
import { countMail, observeResponse } from './metrics.ts';
import { requireStaff } from './auth/staff.ts';
import { accountPublicRoutes, accountStaffRoutes } from './modules/account/account.routes.ts';
import { amendmentRoutes } from './modules/amendments/amendments.routes.ts';
import { awardRoutes } from './modules/award/award.routes.ts';
import { comparisonRoutes } from './modules/comparison/comparison.routes.ts';
import { recordRoutes } from './modules/records/records.routes.ts';
import { spendRoutes } from './modules/spend/spend.routes.ts';
import { mailAccountCode } from './modules/account/index.ts';
import { companyRoutes } from './modules/team/companies.routes.ts';
import { buyingCompanyRoutes } from './modules/team/buying-company.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { deliveryRoutes } from './modules/deliveries/deliveries.routes.ts';
import { invoicePubRoutes, invoiceRoutes } from './modules/invoices/index.ts';
import { eventRoutes } from './modules/events/events.routes.ts';
import { formatRoutes } from './modules/formats/formats.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { supplierSums } from './modules/offers/index.ts';
import { withdrawRequest } from './modules/award/index.ts';
import { invitationRoutes } from './modules/invitations/invitations.routes.ts';
import { trackingRoutes } from './modules/invitations/tracking.routes.ts';
import { Outbox, type OutboxOptions } from './modules/mail/outbox.ts';
import { holdOverQuota } from './modules/mail/quota.ts';
import { createTransport } from './modules/mail/transport.ts';
import { startCatcher, type Catcher } from './modules/mailbox/catcher.ts';
import { hideMailboxFromProxies, mailboxRoutes } from './modules/mailbox/mailbox.routes.ts';
import { mailEventRoutes } from './modules/bounces/bounces.routes.ts';
import { receiveDsn } from './modules/bounces/index.ts';
import { metricsRoutes } from './modules/metrics/metrics.routes.ts';
import { fileRoutes } from './modules/files/files.routes.ts';
import { filePubRoutes } from './modules/files/pub-files.routes.ts';
import { scheduleOrderReminders } from './modules/orders/index.ts';
import { orderRoutes } from './modules/orders/orders.routes.ts';
import { orderPubRoutes } from './modules/orders/pub-orders.routes.ts';
import { createStorage } from './storage/storage.ts';
import { openLiveBus } from './modules/live/index.ts';
import { liveRoutes } from './modules/live/live.routes.ts';
import type { StreamRules } from './modules/live/open-streams.ts';
import { createOfferPage } from './modules/offer-page/index.ts';
import { createAuctions, taskAuction } from './modules/auctions/index.ts';
import { dropStaleReminders } from './modules/reminders/index.ts';
import { notifyMailOutcomes, scheduleNotificationJobs } from './modules/notifications/index.ts';
import { notificationRoutes } from './modules/notifications/notifications.routes.ts';
import { reminderRoutes } from './modules/reminders/reminders.routes.ts';
import { questionRoutes } from './modules/questions/questions.routes.ts';
import { supplierRoutes } from './modules/suppliers/suppliers.routes.ts';
import { taskRoutes } from './modules/tasks/tasks.routes.ts';
import { rateRoutes } from './modules/tasks/rates.routes.ts';
import { buyingCompanyName, countInvitationMail, mailInvitation } from './modules/team/index.ts';
import { teamInvitationAnswerRoutes, teamInvitationPublicRoutes, teamRoutes } from './modules/team/team.routes.ts';
import { registerSecurityHeaders } from './security-headers.ts';
import { renderThreads } from './render/pool.ts';
import type { RenderJob } from './render/jobs.ts';
import { Renders } from './render/renders.ts';
import { isStrictBody } from '../shared/schemas/body.ts';
import { refuseUndeclaredBody, type BodyRule } from './no-body.ts';
import { findWebRoot, registerWeb } from './web.ts';
import { named } from './named.ts';

export type AppOptions = {
  outbox?: Partial<OutboxOptions>;
  /** The live streams' session check and limit (tests check every 200 ms). */
  live?: Partial<StreamRules>;
  /** How often each instance looks for auctions to arm (30 s; tests 100 ms). */
  auctionSweepMs?: number;
  webRoot?: string | null;
  onQuery?: () => void;
  /** Where the log lines go (standard output); a test reads them. */
  logTo?: { write: (line: string) => void };
  /**
   * The database is known to be at the latest schema (a test's copy of a template this code migrated), so its
   * schema is not compared again: ~150 ms of introspection per app on PostgreSQL.
   */
  migrated?: boolean;
  /**
   * On PostgreSQL, connections kept by the caller, which `close()` leaves open: tests reuse them from app to app,
   * as a new connection builds its catalog caches anew for every table it touches.
   */
  pgPool?: pg.Pool;
};

/** A route, with what body it takes (no-body.ts). */
export type RouteEntry = { method: string; url: string; body: BodyRule };

export type App = FastifyInstance & {
  deps: Deps;
  catcher: Catcher | undefined;
  routeList: RouteEntry[];
  /** From now on readiness answers 503 (SIGTERM, before `close()`): a load balancer sends no new requests. */
  drain: () => void;
};

/** Builds the whole server on the configured database, migrated; `close()` releases everything. */
export async function buildApp(config: Config, options: AppOptions = {}): Promise<App> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      serializers: { req: requestForLog },
      ...(options.logTo ? { stream: options.logTo } : {}),
    },
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    bodyLimit: 256 * 1024,
    // Only the named proxies may say who the client is (X-Forwarded-For); else the socket's address counts.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerJsonParser(app);
  app.addHook('onRequest', refuseUnknownHost([new URL(config.baseUrl).host, ...config.allowedHosts]));
  const routeList: RouteEntry[] = [];
  app.addHook('onRoute', (r) => {
    // Every body refuses keys it does not know (docs/product.md#rest-contract): a route that forgot cannot start.
    if (r.schema?.body !== undefined && !isStrictBody(r.schema.body)) {
      throw new Error(`${String(r.method)} ${r.url}: declare its body with strictBody()`);
    }
    const body = refuseUndeclaredBody(r);
    for (const method of [r.method].flat()) if (method !== 'HEAD') routeList.push({ method, url: r.url, body });
  });
  app.addHook('onResponse', observeResponse);
  let draining = false;

  const database = openDatabase(config.database, options.onQuery, options.pgPool);
  // The catcher's reports of its `dsn-` addresses take the path of POST /api/mail/events, once the deps exist.
  let reportDsn = async (_dsn: Buffer): Promise<unknown> => undefined;
  const catcher = config.smtpUrl
    ? undefined
    : await startCatcher(database.db, config.catcherPort, (dsn) =>
        reportDsn(dsn).catch((err: unknown) => app.log.warn({ err }, 'the catcher’s delivery report was refused')),
      );
  const live = await openLiveBus(config.database, database.db, app.log);
  const transport = createTransport(config.smtpUrl ?? { host: '127.0.0.1', port: catcher!.port, auth: catcher!.login });
  const renders = new Renders();
  const outbox: Outbox = new Outbox({
    db: database.db,
    transport,
    from: config.mailFrom,
    domain: new URL(config.baseUrl).hostname,
    log: app.log,
    options: { lockMs: config.mailClaimMs, ...options.outbox },
    dropStale: (claimed) => dropStaleReminders({ db: database.db, config }, claimed),
    hold: (claimed) => holdOverQuota({ db: database.db, config }, claimed),
    onOutcome: (outcome) => countMail(outcome.kind),
    onOutcomes: (trx, recorded): Promise<void> => notifyMailOutcomes({ config, outbox }, trx, recorded),
    onRecorded: (mails) => {
      for (const m of mails) if (m.taskId) live.publish(m.taskId, 'mail');
    },
    // What the award module wrote as the order mail's pending PDF (award/order.service.ts).
    render: (workspaceId, job) => renders.inTurn(workspaceId ?? '', job as RenderJob),
    renderers: renderThreads,
  });
  const auth = createAuth({
    config,
    database,
    log: app.log,
    sendCode: (purpose, email, code) => mailAccountCode({ db: database.db, outbox, config }, purpose, email, code),
    sendInvitation: (data) => mailInvitation({ db: database.db, outbox, config }, data),
    beforeInvitation: (workspaceId) => countInvitationMail({ db: database.db, config }, workspaceId),
  });
  // Shared by the instances on one PostgreSQL; SQLite means one machine, whose memory counts (decision 020).
  const limiter = new RateLimiter(config.rateLimitFactor, database.kind === 'postgres' ? database.db : undefined);
  const storage = createStorage(config.files);
  const deps: Deps = {
    config,
    db: database.db,
    auth,
    outbox,
    limiter,
    taskChanges: new TaskChanges(),
    storage,
    renders,
    live,
    supplierSums,
    withdrawAwardRequest: (ex, staff, taskId) => withdrawRequest(deps, ex, staff, taskId),
    buyingCompanyName,
    taskAuction,
  };
  // A task's content or state changed (amended, cancelled, awarded, sent, documents): its pages read it again.
  deps.taskChanges.on((taskId) => live.publish(taskId, 'task'));
  const auctions = createAuctions(deps, app.log, options.auctionSweepMs);
  const offerPage = createOfferPage(deps, auctions.clock);
  reportDsn = (dsn) => receiveDsn(deps, dsn);

  app.addHook('onClose', async () => {
    limiter.close();
    await outbox.stop();
    await live.close();
    transport.close();
    await catcher?.close();
    await database.close();
  });
  try {
    if (!options.migrated) await migrate(database, auth);
  } catch (err) {
    await app.close();
    throw err;
  }

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI (emotion) injects style elements; mails shown in the Mailbox carry inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    hsts: config.baseUrl.startsWith('https:') ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  await registerCompression(app);
  app.addHook('onRequest', refuseCrossOrigin(config.baseUrl, config.allowedOrigins));
  app.addHook('onRequest', hideMailboxFromProxies);
  await app.register(swagger, {
    openapi: { info: { title: 'PrintTender API', version: '1' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(named(healthRoutes), { prefix: '/api', deps, draining: () => draining });
  await app.register(named(metricsRoutes), { deps });
  await app.register(named(accountPublicRoutes), { prefix: '/api/account', deps });
  await app.register(named(teamInvitationPublicRoutes), { prefix: '/api', deps });
  await app.register(named(teamInvitationAnswerRoutes), { prefix: '/api', deps });
  await app.register(named(trackingRoutes), { prefix: '/api', deps });
  await app.register(named(offerPage.publicRoutes), { prefix: '/api/pub' });
  await app.register(named(filePubRoutes), { prefix: '/api/pub', deps });
  await app.register(named(invoicePubRoutes), { prefix: '/api/pub', deps });
  await app.register(named(orderPubRoutes), { prefix: '/api/pub', deps });
  if (catcher) await app.register(named(mailboxRoutes), { prefix: '/api/mailbox', deps });
  await app.register(named(mailEventRoutes), { prefix: '/api', deps, token: config.mailEventsToken });
  // Every staff route: one session hook for the whole group (401 without a session).
  const staffRoutes: FastifyPluginAsyncZod = async (staff) => {
    staff.addHook('onRequest', requireStaff(deps));
    const staffModules = [
      accountStaffRoutes,
      formatRoutes,
      supplierRoutes,
      companyRoutes,
      buyingCompanyRoutes,
      teamRoutes,
      taskRoutes,
      rateRoutes,
      invitationRoutes,
      amendmentRoutes,
      fileRoutes,
      reminderRoutes,
      dashboardRoutes,
      questionRoutes,
      comparisonRoutes,
      awardRoutes,
      deliveryRoutes,
      invoiceRoutes,
      orderRoutes,
      recordRoutes,
      spendRoutes,
      eventRoutes,
      notificationRoutes,
    ];
    for (const routes of staffModules) {
      await staff.register(named(routes), { deps });
    }
    await staff.register(named(liveRoutes), { deps, rules: options.live });
    await staff.register(named(offerPage.staffRoutes));
    await staff.register(named(auctions.staffRoutes));
  };
  await app.register(named(staffRoutes), { prefix: '/api' });

  const webRoot = options.webRoot === undefined ? findWebRoot() : options.webRoot;
  if (webRoot) await registerWeb(app, webRoot);

  let stopJobs: (() => Promise<void>)[] = [];
  app.addHook('onReady', async () => {
    outbox.start();
    // Auctions nobody ended: their ends are armed here from the database (after a restart too).
    await auctions.clock.start();
    stopJobs = [
      scheduleNotificationJobs(deps, (err) => app.log.error({ err }, 'notification jobs failed')),
      scheduleOrderReminders(deps, (err) => app.log.error({ err }, 'order reminders failed')),
    ];
  });
  app.addHook('onClose', async () => {
    auctions.clock.stop();
    await Promise.all(stopJobs.map((stop) => stop()));
  });
  const drain = () => {
    draining = true;
  };
  return Object.assign(app, { deps, catcher, routeList, drain }) as unknown as App;
}
