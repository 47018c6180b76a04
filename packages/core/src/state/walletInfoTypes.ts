import type { ConnectorType } from '../adapter/types.js'

/** The connected wallet as spec §3 describes it. */
export type ConnectedWalletInfo = {
  name: string
  icon?: string | undefined
  identifier: string
  type: ConnectorType
}
