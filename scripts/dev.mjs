// Development: the API (restarting on change) and Vite's dev server with hot reload, together.
import { spawn } from 'node:child_process';

const env = { ...process.env, ALLOWED_FRONTEND_ORIGINS: 'http://localhost:5173', LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' };
const run = (args, cwd) => spawn('npx', args, { cwd, env, stdio: 'inherit' });
const children = [
  run(['tsx', 'watch', '--clear-screen=false', 'src/main.ts'], 'apps/server'),
  run(['vite', '--port', '5173', '--strictPort'], 'apps/web'),
];
console.log('\n  Open http://localhost:5173 (API on http://localhost:3000)\n');
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
