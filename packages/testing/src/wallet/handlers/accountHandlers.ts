import { DevWalletRpcError } from '../../errors/DevWalletRpcError.ts'
import type { DevWalletStore } from '../createDevWalletStore.ts'
import type { DevWalletRequestHandler } from './DevWalletRequestHandler.ts'
import { isRecord } from './isRecord.ts'
import { paramsOf } from './paramsOf.ts'

const permissionRequest = '[{ eth_accounts: {} }]'

/**
 * Account access: EIP-1102 `eth_requestAccounts`, `eth_accounts`, and the EIP-2255 permission
 * methods (https://eips.ethereum.org/EIPS/eip-2255) for the one permission a wallet grants a
 * site, `eth_accounts`. `wallet_revokePermissions` follows MetaMask (EIP-2255 has no revoke).
 */
export const accountHandlers = {
  eth_accounts: (store) => (store.authorized ? [store.account.address] : []),

  eth_requestAccounts: async (store) => {
    if (!store.authorized) {
      await store.approve()
      store.authorize()
    }
    return [store.account.address]
  },

  wallet_requestPermissions: async (store, params) => {
    assertAccountsPermission(params)
    await store.approve()
    store.authorize()
    return permissionsOf(store)
  },

  wallet_getPermissions: (store) => permissionsOf(store),

  wallet_revokePermissions: (store, params) => {
    assertAccountsPermission(params)
    store.deauthorize()
    return null
  },
} satisfies Record<string, DevWalletRequestHandler>

function assertAccountsPermission(params: unknown) {
  const [request] = paramsOf(params, permissionRequest)
  if (!isRecord(request) || !('eth_accounts' in request)) {
    throw DevWalletRpcError.invalidParams(`expected ${permissionRequest}`)
  }
}

/** The EIP-2255 permissions the site holds: `eth_accounts`, restricted to the selected account. */
function permissionsOf(store: DevWalletStore) {
  if (!store.authorized) return []
  return [
    {
      invoker: typeof location === 'undefined' ? 'http://localhost' : location.origin,
      parentCapability: 'eth_accounts',
      caveats: [{ type: 'restrictReturnedAccounts', value: [store.account.address] }],
    },
  ]
}
