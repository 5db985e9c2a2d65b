/**
 * Where the editor saves when it is used on the public site: a GitHub repository, read from the
 * environment at build time (as SITE_URL is). Without it the editor at /admin/ still works on a
 * local folder (`npm run edit`), and the build says what to set for signing in with GitHub.
 *
 *   CMS_GITHUB_REPO    owner/name of the repository the site is built from
 *   CMS_GITHUB_BRANCH  the branch editors save to (default: main)
 *   CMS_AUTH_URL       the OAuth client's address (Sveltia CMS Authenticator on Cloudflare
 *                      Workers); without it the sign-in screen offers a personal access token only
 */
import type { GitHubBackend } from '@sveltia/cms';

/** Stands in for the repository until CMS_GITHUB_REPO is set: valid, and plainly not real. */
export const PLACEHOLDER_REPO = 'your-account/your-site-repository';

export interface BackendSettings {
  backend: GitHubBackend;
  /** What is missing or wrong, for the build's output; empty when sign-in with GitHub is ready. */
  notes: string[];
}

export function backendFromEnv(env: NodeJS.ProcessEnv = process.env): BackendSettings {
  const notes: string[] = [];
  let repo = env.CMS_GITHUB_REPO?.trim() || PLACEHOLDER_REPO;
  if (!/^[\w.-]+\/[\w.-]+$/.test(repo)) {
    notes.push(`CMS_GITHUB_REPO "${repo}" is not "owner/name": the editor uses a placeholder`);
    repo = PLACEHOLDER_REPO;
  } else if (repo === PLACEHOLDER_REPO) {
    notes.push(
      'CMS_GITHUB_REPO is not set: the editor at /admin/ can only work on a local folder (npm run edit); set it to sign in with GitHub',
    );
  }
  const backend: GitHubBackend = {
    name: 'github',
    repo,
    branch: env.CMS_GITHUB_BRANCH?.trim() || 'main',
  };
  const authUrl = env.CMS_AUTH_URL?.trim();
  if (authUrl) {
    if (/^https:\/\/[^/]+/.test(authUrl)) backend.base_url = authUrl.replace(/\/+$/, '');
    else notes.push(`CMS_AUTH_URL "${authUrl}" is not an https:// address: left out`);
  }
  return { backend, notes };
}
