/**
 * Runs the committed deploy/nginx.conf over a build, on 127.0.0.1, for the tests
 * (tests/e2e/nginx.spec.ts). Everything nginx writes (pid, logs, temp files) goes to a temporary
 * folder; the only changes made to the committed file are the build's path for /srv/doob and the
 * port for `listen 80`.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

export const nginxPath = process.env.NGINX_PATH || "/usr/sbin/nginx";
export const deployConfig = resolve(import.meta.dirname, "../../deploy/nginx.conf");

/** A port nobody listens on right now. */
function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once("error", fail);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
}

/** deploy/nginx.conf for this build and port (throws if the file no longer has what it replaces). */
export function siteConfig(buildDirectory, port, text = readFileSync(deployConfig, "utf8")) {
  if (!text.includes("/srv/doob/") || !/^\s*listen 80;$/m.test(text))
    throw new Error("deploy/nginx.conf: expected `listen 80;` and paths under /srv/doob/");
  return text
    .replaceAll("/srv/doob/", `${resolve(buildDirectory)}/`)
    .replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${port};`);
}

/** Starts nginx; resolves with `{ origin, stop, errorLog }` once it answers. */
export async function startNginx({ buildDirectory }) {
  if (!existsSync(nginxPath))
    throw new Error(`${nginxPath} is missing: apt-get install nginx-light (.ci/run does).`);
  const dir = mkdtempSync(join(tmpdir(), "doob-nginx-"));
  const port = await freePort();
  const errorLog = join(dir, "error.log");
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((name) => `  ${name}_temp_path ${join(dir, name)};`)
    .join("\n");
  writeFileSync(
    join(dir, "nginx.conf"),
    `${process.getuid?.() === 0 ? "user root;\n" : ""}daemon off;
worker_processes 1;
pid ${join(dir, "nginx.pid")};
error_log ${errorLog} warn;
events { worker_connections 64; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
${temp}
${siteConfig(buildDirectory, port)}
}
`,
  );
  const child = spawn(nginxPath, ["-p", dir, "-e", errorLog, "-c", join(dir, "nginx.conf")], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const exited = new Promise((done) => child.once("exit", (code) => done(code)));
  const log = () => stderr + (existsSync(errorLog) ? readFileSync(errorLog, "utf8") : "");
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGQUIT");
      const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) {
      const text = log();
      await stop();
      throw new Error(`nginx exited (${child.exitCode}):\n${text}`);
    }
    try {
      await fetch(origin + "/");
      return { origin, stop, errorLog: log };
    } catch {
      if (Date.now() > deadline) {
        const text = log();
        await stop();
        throw new Error(`nginx did not answer within 10 s:\n${text}`);
      }
      await new Promise((done) => setTimeout(done, 100));
    }
  }
}
