import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One chunk of Vite's build manifest (`frontend/dist/.vite/manifest.json`), as much as is read here. */
export type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] };
export type BuildManifest = Record<string, ManifestChunk>;

/** The build's manifest, or undefined when the site was built without one (then no script is hinted). */
export function readBuildManifest(dist: string): BuildManifest | undefined {
  const file = join(dist, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as BuildManifest) : undefined;
}

/**
 * Every script a route's modules need before they run (their static imports, followed through), as site
 * paths, leaving out the HTML's own entry script, which the page loads anyway. Hinted to the browser
 * with the page, they download side by side instead of one after the other as each module finds its
 * imports. Empty for a route the manifest does not hold.
 */
export function routeScripts(manifest: BuildManifest, ...sources: string[]): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry) return;
    files.push(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of sources) visit(source);
  return files;
}
