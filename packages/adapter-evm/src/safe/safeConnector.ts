import type { Connector } from '@latch/core'

/**
 * The Safe connector: the Safe{Wallet} account whose Safe App the page
 * is (https://docs.safe.global/apps-sdk-overview). Listed only inside a Safe, and chosen there
 * automatically.
 */
export const safeConnector: Connector = {
  id: 'safe',
  type: 'EXTERNAL',
  name: 'Safe',
  chain: 'eip155',
  installed: true,
}
