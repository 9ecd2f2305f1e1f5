// Runs Debian's nginx for a drill: deploy/nginx/ridgeline.conf with its upstream, listen and
// paths pointed at this machine's loopback ports and checkout, in a prefix directory of its
// own (config, pid, logs, temp files), so nothing of the system's nginx is used or touched.
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const NGINX_CANDIDATES = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'];

/** The nginx program, or null when it is not installed. */
export function findNginx() {
  return NGINX_CANDIDATES.find((file) => existsSync(file)) ?? null;
}

const POLICY_RC_D = '/usr/sbin/policy-rc.d';

/**
 * The nginx program, installing Debian's package first when it is missing (as root, or through
 * sudo). The package's own service is kept from starting while it installs (a policy-rc.d that
 * refuses, there only for the install): the drills run nginx in a prefix of their own and
 * must not leave a system nginx listening on port 80.
 */
export function ensureNginx() {
  const found = findNginx();
  if (found) return found;
  const asRoot = process.getuid?.() === 0;
  const sudo = (args) => (asRoot ? args : ['sudo', '-n', ...args]);
  const run = (args) => {
    const [command, ...rest] = sudo(args);
    const result = spawnSync(command, rest, {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    return result.status === 0;
  };
  console.log("nginx is missing: installing Debian's nginx (apt-get install -y nginx)");
  const blockServices = !existsSync(POLICY_RC_D);
  if (blockServices)
    run([
      'sh',
      '-c',
      `printf '#!/bin/sh\\nexit 101\\n' > ${POLICY_RC_D} && chmod 755 ${POLICY_RC_D}`,
    ]);
  try {
    const apt = ['apt-get', '-o', 'DPkg::Lock::Timeout=300', '-q'];
    if (!run([...apt, 'install', '-y', '--no-install-recommends', 'nginx'])) {
      run([...apt, 'update']);
      run([...apt, 'install', '-y', '--no-install-recommends', 'nginx']);
    }
  } finally {
    if (blockServices) run(['rm', '-f', POLICY_RC_D]);
  }
  const installed = findNginx();
  if (!installed) throw new Error('nginx could not be installed: sudo apt-get install -y nginx');
  return installed;
}

/**
 * The shipped site config with the drill's upstreams, listen addresses and checkout: the
 * lines it rewrites are the ones an operator edits (see the file's header).
 */
export function drillSiteConfig({ template, upstreamPorts, listen, appDir }) {
  let site = readFileSync(template, 'utf8');
  const servers = upstreamPorts
    .map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`)
    .join('\n');
  // the upstream's server lines (and only those: its zone, comments and keepalive stay)
  let placed = false;
  site = site.replace(/^\s*server 127\.0\.0\.1:\d+ [^;\n]*;\n/gm, () => {
    if (placed) return '';
    placed = true;
    return `${servers}\n`;
  });
  site = site.replace(/^\s*listen .*;\n/gm, '');
  site = site.replace(
    /(server_name [^;]+;)/,
    `${listen.map((address) => `listen ${address};`).join('\n    ')}\n    $1`,
  );
  return site.replaceAll('/opt/ridgeline/', `${appDir}/`);
}

/**
 * Starts nginx in the background with the site config; resolves once it answers. With
 * `upstreamLog`, each access log line also names the instances tried (`upstream=` with
 * $upstream_addr, a comma list when nginx retried on another) and their statuses.
 */
export async function startNginx({ nginx, site, probeUrl, upstreamLog = false }) {
  const prefix = mkdtempSync(path.join(tmpdir(), 'ridgeline-nginx-'));
  // workers run as nobody when nginx is started by root: they must reach their temp files
  chmodSync(prefix, 0o755);
  for (const dir of ['logs', 'temp']) {
    mkdirSync(path.join(prefix, dir));
    chmodSync(path.join(prefix, dir), 0o777);
  }
  const asRoot = process.getuid?.() === 0;
  writeFileSync(path.join(prefix, 'site.conf'), site);
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    `${asRoot ? 'user nobody nogroup;\n' : ''}worker_processes auto;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
${
  upstreamLog
    ? `    log_format upstreams '$remote_addr "$request" $status upstream=$upstream_addr upstream_status=$upstream_status id=$request_id';
    access_log ${prefix}/logs/access.log upstreams;`
    : `    access_log ${prefix}/logs/access.log;`
}
    client_body_temp_path ${prefix}/temp/body;
    proxy_temp_path ${prefix}/temp/proxy;
    fastcgi_temp_path ${prefix}/temp/fastcgi;
    uwsgi_temp_path ${prefix}/temp/uwsgi;
    scgi_temp_path ${prefix}/temp/scgi;
    include ${prefix}/site.conf;
}
`,
  );
  const args = ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')];
  const test = spawnSync(nginx, ['-t', ...args], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx refused the config:\n${test.stderr}`);
  const started = spawnSync(nginx, args, { encoding: 'utf8' });
  if (started.status !== 0) throw new Error(`nginx did not start:\n${started.stderr}`);
  for (let i = 0; ; i++) {
    try {
      await fetch(probeUrl);
      break;
    } catch (error) {
      if (i > 100) throw error;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  return {
    prefix,
    accessLog: () => readFileSync(path.join(prefix, 'logs/access.log'), 'utf8'),
    stop() {
      spawnSync(nginx, ['-s', 'quit', ...args]);
      // the master exits once its workers have finished; then the prefix can go
      for (let i = 0; i < 100 && existsSync(path.join(prefix, 'nginx.pid')); i++) {
        spawnSync('sleep', ['0.05']);
      }
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
