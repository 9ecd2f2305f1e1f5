// Run after any `npm install` that changes package-lock.json.
//
// The npm registry reachable from our machines lacks some platform builds of native packages
// (e.g. @tailwindcss/oxide-darwin-arm64). npm then leaves them out of package-lock.json, and
// `npm ci` refuses the lock ("Missing: … from lock file"). This script records each missing
// optional platform package with its os/cpu, so `npm ci` validates the lock and skips the
// package on platforms it does not fit (as it would with a complete lock).
import { readFileSync, writeFileSync } from 'node:fs';

const OS = [
  'android',
  'darwin',
  'freebsd',
  'linux',
  'win32',
  'openharmony',
  'sunos',
  'aix',
  'netbsd',
  'openbsd',
];
const CPU = ['arm64', 'arm', 'x64', 'ia32', 'loong64', 'ppc64', 'riscv64', 's390x', 'wasm32'];

const file = 'package-lock.json';
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;
const added = [];

for (const [location, info] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(info.optionalDependencies ?? {})) {
    const nested = location ? `${location}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[nested] || packages[`node_modules/${name}`]) continue;
    const parts = name.split('/').pop().split('-');
    const os = parts.find((p) => OS.includes(p));
    const cpu = parts.find((p) => CPU.includes(p));
    if (!cpu) throw new Error(`cannot tell the platform of ${name}; add it by hand`);
    packages[`node_modules/${name}`] = {
      version: version.replace(/^[\^~]/, ''),
      ...(info.dev ? { dev: true } : {}),
      optional: true,
      ...(os ? { os: [os] } : {}),
      cpu: [cpu],
    };
    added.push(name);
  }
}

writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(
  added.length
    ? `recorded ${added.length} platform packages: ${added.join(', ')}`
    : 'lock file complete',
);
