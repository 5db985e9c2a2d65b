/**
 * The build's /admin/: every file of admin-files.ts written into public/admin/ (after removing what
 * an earlier build left there). Returns what the build output should say about signing in.
 */
import fs from 'node:fs';
import path from 'node:path';
import { adminFiles } from './admin-files';
import { backendFromEnv } from './backend';

export function writeAdmin(
  projectDir: string,
  publicDir: string,
  env: NodeJS.ProcessEnv = process.env,
): { files: number; notes: string[] } {
  const files = adminFiles(projectDir, env);
  const adminDir = path.join(publicDir, 'admin');
  fs.rmSync(adminDir, { recursive: true, force: true });
  for (const file of files) {
    const target = path.join(adminDir, file.target);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, file.read());
  }
  return { files: files.length, notes: backendFromEnv(env).notes };
}
