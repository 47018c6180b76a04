import { minifySync, type Plugin } from 'vite'

/** A module's code in a chunk: tree-shaken (`rendered`), then whitespace-stripped and mangled. */
export type ModuleSize = { rendered: number; minified: number }

/** One output chunk and the size of each module in it, by module id. */
export type ChunkModules = {
  fileName: string
  isEntry: boolean
  isDynamicEntry: boolean
  modules: Record<string, ModuleSize>
}

/** Where {@link writeModuleSizes} writes its report, relative to the build's `outDir`. */
export const MODULE_SIZES_FILE = '.vite/modules.json'

function minifiedLength(code: string): number {
  // Compression off: on a module cut out of its chunk it would drop "unused" top-level code.
  const { code: minified, errors } = minifySync('module.js', code, { compress: false })
  return errors.length > 0 ? code.length : minified.length
}

/**
 * Writes {@link ChunkModules} for every JS chunk next to Vite's manifest, so the runner can say
 * which packages and modules a chunk's bytes come from. Each module is minified on its own, so
 * already-minified dependencies (react-dom) and source modules weigh alike.
 */
export function writeModuleSizes(): Plugin {
  return {
    name: 'latch-bench:module-sizes',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: ChunkModules[] = []
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue
        const modules: Record<string, ModuleSize> = {}
        for (const [id, module] of Object.entries(output.modules)) {
          const code = module.code ?? ''
          modules[id] = { rendered: module.renderedLength, minified: minifiedLength(code) }
        }
        chunks.push({
          fileName: output.fileName,
          isEntry: output.isEntry,
          isDynamicEntry: output.isDynamicEntry,
          modules,
        })
      }
      this.emitFile({
        type: 'asset',
        fileName: MODULE_SIZES_FILE,
        source: `${JSON.stringify(chunks)}\n`,
      })
    },
  }
}
