import type { LatchContext } from '../client/context.js'
import type { WalletEntry } from '../wallets/types.js'

/** Parameters of {@link chooseWallet}. */
export type ChooseWalletParameters = {
  /** The catalogue wallet the user chose (its id and display name). */
  wallet: Pick<WalletEntry, 'id' | 'name'>
  /** The deep link that opens it with the pairing URI (`toWalletConnectDeepLink`). */
  href: string
}

/**
 * The user chose a wallet to continue in through WalletConnect (a phone's deep link): the
 * view shows which wallet was opened, and that wallet is the one recorded as recent once the
 * attempt connects (`recentWallet`, then the recent wallets).
 *
 * @example
 * import { chooseWallet } from '@latch/core/internal'
 *
 * chooseWallet(context, { wallet: { id: 'rainbow', name: 'Rainbow' }, href: 'rainbow://wc?uri=…' })
 */
export function chooseWallet(context: LatchContext, parameters: ChooseWalletParameters): void {
  const { wallet, href } = parameters
  context.stores.connection.setState({
    wcLinking: { name: wallet.name, href },
    recentWallet: { id: wallet.id, name: wallet.name },
  })
}
