// `npm start`: builds what the server needs and starts it, printing the URL.
import { spawnSync } from 'node:child_process';

function run(command, args, env) {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) {
    process.exit(result.status ?? 1);
  }
}

// The packages are always built for production, whatever NODE_ENV the caller's shell carries (a development value made
// the build emit jsxDEV calls that the bundled production React lacks: a blank app). The server then runs with the
// caller's own environment, so its mode (NODE_ENV) never depends on how the app was built.
run('npm', ['run', 'build'], { ...process.env, NODE_ENV: 'production' });
run('node', ['packages/server/dist/main.js'], process.env);
