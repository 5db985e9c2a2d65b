/**
 * `npm run check:content`: the content check every build starts with, alone, in a few seconds:
 * page-shape.json and every file under content/. Prints each problem on one line (file, entry,
 * field, what to do) and exits non-zero when there is any.
 */
import path from 'node:path';
import { contentProblems } from '../gatsby/content-check';
import { formatProblems } from '../gatsby/validate-content';

const projectDir = path.join(__dirname, '..');
const problems = contentProblems(projectDir);
if (problems.length > 0) {
  console.error(formatProblems(problems));
  process.exit(1);
}
console.log('The content files are fine: page-shape.json and everything under content/.');
