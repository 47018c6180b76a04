type AccountLabelModule = typeof import('./AccountLabel.js')

let loaded: AccountLabelModule | undefined
let pending: Promise<AccountLabelModule> | undefined

/**
 * Loads the connected account's label (balance, icon, name) once; concurrent calls share one load,
 * and a failed load is tried again on the next call.
 *
 * @returns The label's module.
 */
export function loadAccountLabel(): Promise<AccountLabelModule> {
  pending ??= import('./AccountLabel.js').then(
    (module) => {
      loaded = module
      return module
    },
    (error: unknown) => {
      pending = undefined
      throw error
    },
  )
  return pending
}

/** The account label's module if already loaded, else `undefined`. */
export function getLoadedAccountLabel(): AccountLabelModule | undefined {
  return loaded
}
