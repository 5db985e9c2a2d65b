#!/usr/bin/env node
// `npm start`: builds the site and serves it with `gatsby serve` on http://localhost:9000. With no
// EmailJS account (.env.example) the form sends to the local stand-in, scripts/emailjs-outbox.mjs.
// It counts nothing unless configured; ANALYTICS_STAND_IN=1 counts to scripts/analytics-stand-in.mjs.
import { spawn, spawnSync } from 'node:child_process';
import { createJiti } from 'jiti';
import { startAnalyticsStandIn } from './analytics-stand-in.mjs';
import { startOutbox } from './emailjs-outbox.mjs';

const jiti = createJiti(import.meta.url);
const { emailJsBuildEnv } = await jiti.import('../gatsby/emailjs-env.ts');
const emailJs = await jiti.import('../src/lib/emailjs-config.ts');
const { analyticsBuildEnv } = await jiti.import('../gatsby/analytics-env.ts');
const { analyticsConfigFrom } = await jiti.import('../src/lib/analytics-config.ts');
// As `gatsby build` reads them: the environment over its .env file (.env.production).
const buildEnv = emailJsBuildEnv('.', { ...process.env, NODE_ENV: 'production' });
const local = emailJs.missingEmailJsVariables(buildEnv).length > 0;
const outboxPort = Number(process.env.EMAILJS_OUTBOX_PORT ?? 9001);
const standIn = /^(1|true|yes)$/i.test(process.env.ANALYTICS_STAND_IN ?? '');
const standInPort = Number(process.env.ANALYTICS_STAND_IN_PORT ?? 9002);

const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' };
if (local) {
  console.log('No EmailJS account configured: the contact form sends to the local outbox.');
  for (const key of emailJs.REQUIRED_EMAILJS_VARIABLES) env[key] = 'local';
  env.GATSBY_EMAILJS_ORIGIN = `http://127.0.0.1:${outboxPort}`;
}
const analytics = analyticsConfigFrom(
  analyticsBuildEnv('.', { ...process.env, NODE_ENV: 'production' }),
);
if (standIn) {
  console.log('ANALYTICS_STAND_IN: page views and events go to the local analytics stand-in.');
  env.GATSBY_ANALYTICS_DOMAIN = analytics?.domain ?? 'localhost';
  env.GATSBY_ANALYTICS_API = `http://127.0.0.1:${standInPort}`;
} else if (analytics) {
  console.log(
    `Visits to this local copy are counted at ${analytics.endpoint} for ${analytics.domain} ` +
      '(ANALYTICS_STAND_IN=1 counts them locally instead).',
  );
} else {
  console.log(
    'No analytics configured: nothing is counted (ANALYTICS_STAND_IN=1 shows what would be).',
  );
}
const build = spawnSync('npx', ['gatsby', 'build'], { stdio: 'inherit', env });
if (build.status !== 0) process.exit(build.status ?? 1);
if (local) {
  const outbox = await startOutbox({ port: outboxPort });
  console.log(`Local EmailJS outbox at ${outbox.url}, writing to ${outbox.file}`);
}
if (standIn) {
  const counted = await startAnalyticsStandIn({ port: standInPort });
  console.log(`Local analytics stand-in at ${counted.url}, writing to ${counted.file}`);
}
const port = process.env.PORT ?? '9000';
spawn('npx', ['gatsby', 'serve', '--port', port], { stdio: 'inherit', env }).on('exit', (code) =>
  process.exit(code ?? 0),
);
