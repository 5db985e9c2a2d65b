// `npm run test:html`, on the build in public/: the W3C Nu HTML checker (vnu-jar, run with the
// system's Java) over every page the build wrote, which must have no error.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { htmlFiles, publicPath } from '../gatsby/public-files';

interface CheckerMessage {
  type: 'error' | 'info' | 'non-document-error';
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
  hiliteStart?: number;
  hiliteLength?: number;
}

/** The element the checker points at, as it stands in the page. */
const flagged = ({
  extract = '',
  hiliteStart = 0,
  hiliteLength = extract.length,
}: CheckerMessage) => extract.slice(hiliteStart, hiliteStart + hiliteLength);

const publicFolder = path.join(__dirname, '..', 'public');
// Every page the build wrote, the editor's included; not Gatsby's fragments (_gatsby/slices).
const pages = (await htmlFiles(publicFolder)).filter(
  (file) => !publicPath(publicFolder, file).startsWith('_gatsby/'),
);

const checkerJar = require.resolve('vnu-jar/build/dist/vnu.jar');
const result = spawnSync(
  'java',
  ['-jar', checkerJar, '--errors-only', '--format', 'json', ...pages],
  { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
);
if (result.error || !result.stderr.startsWith('{')) {
  console.error(
    `The Nu HTML checker did not run (it needs Java 11 or later: apt-get install default-jre-headless).\n${result.error?.message ?? result.stderr}`,
  );
  process.exit(1);
}

const { messages: errors } = JSON.parse(result.stderr) as { messages: CheckerMessage[] };

console.log(`The Nu HTML checker, over ${pages.length} pages of public/:`);
if (errors.length > 0) {
  console.error(`  ${errors.length} errors:`);
  for (const error of errors) {
    const page = publicPath(publicFolder, new URL(error.url).pathname);
    console.error(
      `  - ${page}:${error.lastLine ?? '?'}: ${error.message}\n      ${flagged(error)}`,
    );
  }
  process.exit(1);
}
console.log('  0 errors');
