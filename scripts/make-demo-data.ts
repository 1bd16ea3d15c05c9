// Regenerates data/demo/: the project's own small demo dataset ("Demo data"), in the real sources' file formats.
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { writeDemoFiles } from '../server/data/demo/write-demo-files';
import { REPO_ROOT } from '../server/data/resolve-sources';

const dir = path.join(REPO_ROOT, 'data/demo');
for (const file of readdirSync(dir, { withFileTypes: true }).filter(
  (f) => f.isFile() && f.name !== 'README.md',
)) {
  rmSync(path.join(dir, file.name));
}
writeDemoFiles(dir);
console.log(`Demo data written to ${path.relative(process.cwd(), dir)}: ${readdirSync(dir).join(', ')}`);
