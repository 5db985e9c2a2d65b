// `npm run test:html`, on the build in public/: the W3C Nu HTML checker (vnu-jar, run with the
// system's Java) over every page the build wrote. Our markup has no error; the one markup of another
// package it forgives is named below, with its reason, and counted.
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

// gatsby-plugin-image writes a lazy picture's <source> and <img> with data-srcset and data-src (and
// sizes): its inline script makes them srcset and src before the paint, and <noscript> holds the
// real ones. No option of the plugin writes them otherwise short of loading every picture eagerly,
// so these three messages are forgiven on exactly those elements.
const LAZY_PICTURE_MESSAGES = new Set([
  'Element “source” is missing required attribute “srcset”.',
  'Element “img” is missing one or more of the following attributes: “src”, “srcset”.',
  'The “sizes” attribute must only be specified if the “srcset” attribute is also specified.',
]);

/** The element the checker points at, as it stands in the page. */
const flagged = ({
  extract = '',
  hiliteStart = 0,
  hiliteLength = extract.length,
}: CheckerMessage) => extract.slice(hiliteStart, hiliteStart + hiliteLength);

const isLazyPicture = (message: CheckerMessage) =>
  LAZY_PICTURE_MESSAGES.has(message.message) && / data-srcset="/.test(flagged(message));

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

const { messages } = JSON.parse(result.stderr) as { messages: CheckerMessage[] };
const forgiven = messages.filter(isLazyPicture);
const errors = messages.filter((message) => !isLazyPicture(message));

console.log(`The Nu HTML checker, over ${pages.length} pages of public/:`);
console.log(
  `  ${forgiven.length} messages forgiven on gatsby-plugin-image's lazy <source> and <img> (e2e/test-html.ts says why)`,
);
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
