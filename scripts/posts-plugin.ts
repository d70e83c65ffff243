/**
 * The blog's posts in the Vite build (vite.config.ts): every `app/content/posts/*.mdx` is checked
 * (app/content/post-schema.ts) and its frontmatter written to app/content/posts.generated.ts, the
 * light index that cards, lists, the feed and the pre-render list read. The article bodies are
 * compiled by @mdx-js/rollup and load on their own post page only.
 *
 * It runs when the Vite config is read, before React Router lists the pages to pre-render, so a new
 * post is pre-rendered by the same build; and again in the dev server whenever a post changes. A
 * malformed post stops the build with the file's name and the field.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { checkPosts, renderPostIndex } from "../app/content/post-schema.ts";
import { listPhotos } from "./photos-plugin.ts";
import { writeWholeSync } from "./lib/write-whole.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
export const postsDir = join(root, "app/content/posts");
export const postIndexFile = join(root, "app/content/posts.generated.ts");

/** Reads, checks and indexes the posts; rewrites the index only when it changed. */
export function writePostIndex(): { count: number; changed: boolean } {
  const files = readdirSync(postsDir)
    .filter((name) => name.endsWith(".mdx"))
    .sort()
    .map((name) => ({
      file: relative(root, join(postsDir, name)),
      source: readFileSync(join(postsDir, name), "utf8"),
    }));
  const text = renderPostIndex(checkPosts(files, new Set(listPhotos())));
  const changed = !existsSync(postIndexFile) || readFileSync(postIndexFile, "utf8") !== text;
  if (changed) writeWholeSync(postIndexFile, text);
  return { count: files.length, changed };
}

export function postsPlugin(): Plugin {
  // At config time, so the index is current before anything reads it.
  writePostIndex();
  return {
    name: "doob-posts",
    configureServer(server) {
      const reindex = (path: string) => {
        if (!path.startsWith(postsDir) || !path.endsWith(".mdx")) return;
        try {
          writePostIndex();
        } catch (error) {
          server.config.logger.error(String((error as Error).message), { timestamp: true });
          server.ws.send({ type: "error", err: { message: (error as Error).message, stack: "" } });
        }
      };
      server.watcher.add(postsDir);
      server.watcher.on("add", reindex);
      server.watcher.on("change", reindex);
      server.watcher.on("unlink", reindex);
    },
  };
}
