import { LatchError } from './base.js'

/**
 * Thrown by an adapter asked to connect a connector it does not list: `Connector "{id}" not found`.
 * Shared by every adapter (the EVM, Solana and Bitcoin ones).
 *
 * @param connectorId - The id asked for, e.g. an rdns or `walletStandard:{name}`.
 * @param details - Why it may be missing, e.g. 'The wallet may not be installed…'.
 */
export class ConnectorNotFoundError extends LatchError {
  override name = 'ConnectorNotFoundError'
  constructor(
    connectorId: string,
    details = 'The wallet may not be installed, or has not announced itself.',
  ) {
    super(`Connector "${connectorId}" not found`, {
      details,
      userMessage: { key: 'walletError.connectorNotFound' },
    })
  }
}

/** Thrown when a wallet approves a connection without any account: 'The wallet returned no account'. */
export class NoAccountError extends LatchError {
  override name = 'NoAccountError'
  constructor() {
    super('The wallet returned no account', { userMessage: { key: 'walletError.noAccount' } })
  }
}
