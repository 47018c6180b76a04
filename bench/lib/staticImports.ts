import type { ViteManifest } from './readViteManifest.ts'

/**
 * The output files of the manifest chunks `keys` and, transitively, of their static imports: what
 * loads with them. Dynamic imports are not followed.
 */
export function staticImports(manifest: ViteManifest, keys: readonly string[]): string[] {
  const files = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || files.has(chunk.file)) return
    files.add(chunk.file)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  for (const key of keys) visit(key)
  return [...files]
}
