#!/usr/bin/env node
// Plain JavaScript on purpose: it must run, and explain itself, on any Node. The CLI itself is
// TypeScript run by Node's type stripping (Node >= 22.18), like the server.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 18)) {
  console.error(
    `sovereign-k8s needs Node >= 22.18; this is Node ${process.versions.node}. Run it through npm (npx sovereign-k8s …),\n` +
      'which uses the Node 24 the package pins, or install a current Node.',
  );
  process.exit(1);
}
await import('../src/cli/main.ts');
