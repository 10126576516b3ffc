// Runs npm scripts side by side and fails if any fails: `node scripts/runParallel.mjs lint typecheck`.
// Each script's output is printed whole when it ends, so two logs never interleave.
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('usage: node scripts/runParallel.mjs SCRIPT [SCRIPT ...]');
  process.exit(2);
}

const run = (name) =>
  new Promise((done) => {
    const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code) => {
      process.stdout.write(`\n> npm run ${name} (exit ${code})\n${Buffer.concat(chunks).toString()}`);
      done(code ?? 1);
    });
  });

const codes = await Promise.all(names.map(run));
process.exit(codes.every((code) => code === 0) ? 0 : 1);
