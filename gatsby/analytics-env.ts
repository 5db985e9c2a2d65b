// The counting's variables as Gatsby's webpack config reads them: the environment over the .env
// file (envFile, as for the form). ANALYTICS_PROXY_TO is the build's alone, never in a bundle.
import {
  ANALYTICS_VARIABLES,
  EVENT_PATH,
  type RawAnalyticsEnv,
  analyticsConfigFrom,
  analyticsConfigProblems,
  isSitePath,
} from '../src/lib/analytics-config';
import { envFile } from './emailjs-env';

type Env = Record<string, string | undefined>;

export function analyticsBuildEnv(directory: string, env: Env = process.env): RawAnalyticsEnv {
  const fromFile = envFile(directory, env).values;
  return Object.fromEntries(ANALYTICS_VARIABLES.map((name) => [name, env[name] ?? fromFile[name]]));
}

/**
 * An unset variable as "" for webpack. Gatsby defines only the variables that are set; an unset
 * one is left as `({}).GATSBY_…`, which no minifier reads as empty, so the counting code would
 * ship, dead. With "", `if (!process.env.GATSBY_ANALYTICS_DOMAIN) return` empties each function.
 */
export function unsetAnalyticsDefinitions(env: RawAnalyticsEnv): Record<string, string> {
  return Object.fromEntries(
    ANALYTICS_VARIABLES.filter((name) => env[name] === undefined).map((name) => [
      `process.env.${name}`,
      JSON.stringify(''),
    ]),
  );
}

/** The host forwards <the API path>/api/event to ANALYTICS_PROXY_TO (nginx, Netlify). */
export type AnalyticsProxy = { path: string; target: string };

/** The forwarding the host files carry: only for an API that is a path of this site. */
export function analyticsProxy(analytics: RawAnalyticsEnv, env: Env = process.env) {
  const config = analyticsConfigFrom(analytics);
  const target = (env.ANALYTICS_PROXY_TO ?? '').trim().replace(/\/+$/, '');
  const problems: string[] = [];
  if (!target) return { proxy: undefined, problems };
  if (!config || !isSitePath(config.api))
    problems.push(
      'ANALYTICS_PROXY_TO is set, but GATSBY_ANALYTICS_API is not a path of this site (such as /stats): there is nothing for the host to forward',
    );
  if (!/^https:\/\/[^\s/"';$\\]+$/.test(target))
    problems.push(
      `ANALYTICS_PROXY_TO is the analytics service's https:// origin, such as https://plausible.io, got "${target}"`,
    );
  if (problems.length > 0 || !config) return { proxy: undefined, problems };
  return { proxy: { path: config.endpoint, target: `${target}${EVENT_PATH}` }, problems };
}

/** One line for the build output about what this build counts, and where it sends it. */
export function analyticsBuildReport(env: RawAnalyticsEnv): {
  level: 'warn' | 'info';
  text: string;
} {
  const problems = analyticsConfigProblems(env);
  if (problems.length > 0)
    return {
      level: 'warn',
      text: `Analytics: ${problems.join('; ')}. See docs/deploying.md, "Analytics".`,
    };
  const config = analyticsConfigFrom(env);
  if (!config)
    return {
      level: 'info',
      text: 'Analytics: off (GATSBY_ANALYTICS_DOMAIN is not set): the pages count nothing and carry no counting code.',
    };
  return {
    level: 'info',
    text: `Analytics: page views and the three events of ${config.domain} go to ${config.endpoint}.`,
  };
}
