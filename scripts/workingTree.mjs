// The working tree as a fresh clone of it would have it, with what is not committed yet: the files
// `git ls-files -co --exclude-standard` lists (committed or not, nothing ignored: no node_modules,
// no dist, no data), copied under `dest`. Answers how many. (deploy-check.mjs, guide-check.mjs)
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync } from 'node:fs';
import { join } from 'node:path';

export function copyWorkingTree(root, dest) {
  const listed = spawnSync('git', ['-C', root, 'ls-files', '-co', '--exclude-standard', '-z'], { encoding: 'utf8', maxBuffer: 64 << 20 });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  // A file deleted and not yet committed is listed, and not there.
  const files = listed.stdout.split('\0').filter((file) => file && existsSync(join(root, file)));
  for (const file of files) cpSync(join(root, file), join(dest, file), { verbatimSymlinks: true });
  return files.length;
}
