import { InvalidOptionError } from '../errors/options.js'
import { checkOptionSchema, localeTagSchema } from '../options/optionSchemas.js'
import { checkThemeVariables } from '../options/validateOptions.js'
import { getActiveChainState } from '../state/chainStateAccess.js'
import type { LatchContext } from './context.js'
import type { LatchClientInternal, LatchPublicState } from './types.js'

type StateMethods = Pick<
  LatchClientInternal,
  | 'getState'
  | 'subscribeState'
  | 'subscribeEvents'
  | 'setThemeMode'
  | 'setLocale'
  | 'setThemeVariables'
>

/** The client's public state (AppKit's `getState`/`subscribeState`), events and appearance. */
export function stateMethods(context: LatchContext): StateMethods {
  const { stores } = context
  const getState = (): LatchPublicState => {
    const { activeNamespace } = stores.chain.getState()
    const { open, loading } = stores.modal.getState()
    return {
      open,
      loading,
      selectedNetworkId: getActiveChainState(stores)?.networkState.caipNetwork?.caipNetworkId,
      activeChain: activeNamespace,
    }
  }
  return {
    getState,
    subscribeState(listener) {
      let last = getState()
      const check = () => {
        const next = getState()
        const keys = Object.keys(next) as (keyof LatchPublicState)[]
        if (keys.some((key) => next[key] !== last[key])) {
          last = next
          listener(next)
        }
      }
      const unsubscribeModal = stores.modal.subscribe(check)
      const unsubscribeChain = stores.chain.subscribe(check)
      return () => {
        unsubscribeModal()
        unsubscribeChain()
      }
    },
    subscribeEvents: (listener) => context.events.subscribe(listener),
    setThemeMode(themeMode) {
      if (themeMode !== 'light' && themeMode !== 'dark') {
        throw new InvalidOptionError('themeMode', "must be 'light' or 'dark'")
      }
      stores.theme.setState({ themeMode })
    },
    setLocale(locale) {
      const tag =
        locale === undefined ? undefined : checkOptionSchema(localeTagSchema, locale, 'locale')
      stores.locale.setState({ locale: tag && Intl.getCanonicalLocales(tag)[0] })
    },
    setThemeVariables(themeVariables) {
      const checked = checkThemeVariables(themeVariables)
      stores.theme.setState((state) => ({
        themeVariables: { ...state.themeVariables, ...checked },
      }))
    },
  }
}
