import { backendFromEnv, PLACEHOLDER_REPO } from './backend';

describe('backendFromEnv', () => {
  it('saves to the repository and branch of the environment through its OAuth client', () => {
    expect(
      backendFromEnv({
        CMS_GITHUB_REPO: 'nodo-studio/site',
        CMS_GITHUB_BRANCH: 'content',
        CMS_AUTH_URL: 'https://sveltia-cms-auth.example.workers.dev/',
      }),
    ).toEqual({
      backend: {
        name: 'github',
        repo: 'nodo-studio/site',
        branch: 'content',
        base_url: 'https://sveltia-cms-auth.example.workers.dev',
      },
      notes: [],
    });
  });

  it('works on a local folder only, and says so, without a repository', () => {
    const { backend, notes } = backendFromEnv({});
    expect(backend).toEqual({ name: 'github', repo: PLACEHOLDER_REPO, branch: 'main' });
    expect(notes).toEqual([expect.stringMatching(/^CMS_GITHUB_REPO is not set: /)]);
  });

  it('leaves out what is not an owner/name repository or an https address', () => {
    const { backend, notes } = backendFromEnv({
      CMS_GITHUB_REPO: 'https://github.com/nodo-studio/site',
      CMS_AUTH_URL: 'http://localhost:8787',
    });
    expect(backend).toEqual({ name: 'github', repo: PLACEHOLDER_REPO, branch: 'main' });
    expect(notes).toEqual([
      'CMS_GITHUB_REPO "https://github.com/nodo-studio/site" is not "owner/name": the editor uses a placeholder',
      'CMS_AUTH_URL "http://localhost:8787" is not an https:// address: left out',
    ]);
  });
});
