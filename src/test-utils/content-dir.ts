import path from 'node:path';

/**
 * The content/ folder the tests read their expected words and figures from: the project's own, or
 * the copy named by TEST_CONTENT_DIR, to run the tests against an editor's changes before they
 * land (`TEST_CONTENT_DIR=/tmp/edited-content npx jest src`).
 */
export const CONTENT_DIR = process.env.TEST_CONTENT_DIR
  ? path.resolve(process.env.TEST_CONTENT_DIR)
  : path.join(__dirname, '..', '..', 'content');
