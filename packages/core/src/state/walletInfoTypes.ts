import type { ConnectorType } from '../adapter/types.js'

/** The connected wallet: what Latch knows of it. */
export type ConnectedWalletInfo = {
  name: string
  icon?: string | undefined
  identifier: string
  type: ConnectorType
}
