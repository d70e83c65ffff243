import type { Plugin } from "vite";

/** The libraries every page runs, each in a chunk of its own that changes only with its version. */
const libraries = [
  { name: "react-dom", test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/ },
  { name: "react", test: /[\\/]node_modules[\\/](react|react-router)[\\/]/ },
];

/**
 * How the client build splits its code (decision 020). Rolldown's automatic chunking puts every
 * module in a chunk by the set of pages that import it, which for this site meant ~60 chunks on
 * a page, many of them a few hundred bytes (an icon, a button): each costs its own request, its
 * import lines and gzip header, and a line in the route manifest of every route that needs it.
 * Here the code every page needs (the static imports of the root route and the site layout:
 * chrome, menus, primitives) is one chunk, `site`, and React DOM and React with the router one
 * chunk each. What only some pages use stays split automatically.
 */
export function chunkGroups(): Plugin {
  const everyPage = new Set<string>();
  return {
    name: "doob:chunk-groups",
    applyToEnvironment: (environment) => environment.name === "client",
    buildEnd() {
      const layouts = [...this.getModuleIds()].filter((id) =>
        /[\\/]app[\\/](root|routes[\\/]site-layout)\.tsx\?/.test(id),
      );
      const queue = [...layouts];
      while (queue.length > 0) {
        for (const dep of this.getModuleInfo(queue.pop()!)?.importedIds ?? []) {
          if (everyPage.has(dep)) continue;
          everyPage.add(dep);
          queue.push(dep);
        }
      }
      if (everyPage.size === 0) this.error("chunk-groups: found no imports of root.tsx and site-layout.tsx");
    },
    outputOptions(options) {
      return {
        ...options,
        codeSplitting: {
          groups: [
            ...libraries.map((group, i) => ({ ...group, priority: libraries.length + 1 - i })),
            { name: "site", test: (id: string) => everyPage.has(id), priority: 1 },
          ],
        },
      };
    },
  };
}
