// `npm run check:content`: the check every build starts with, alone; exits non-zero on a problem.
// `-- --write-schemas` rewrites content/schemas/*.json from the schema (gatsby/content-model.ts).
import fs from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { contentProblems, formatProblems } from '../gatsby/content-check';
import { jsonSchemas } from '../gatsby/content-model';

const root = path.join(__dirname, '..');
if (process.argv.includes('--write-schemas')) {
  for (const [name, schema] of Object.entries(jsonSchemas())) {
    const file = path.join(root, 'content', 'schemas', `${name}.json`);
    const options = { ...(await resolveConfig(file)), filepath: file };
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, await format(JSON.stringify(schema), options));
  }
}
const problems = contentProblems(root);
if (problems.length > 0) {
  console.error(formatProblems(problems));
  process.exit(1);
}
console.log('The content files are fine: page-shape.json and everything under content/.');
