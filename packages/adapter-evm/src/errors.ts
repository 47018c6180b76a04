import { LatchError } from '@latch/core'

/** Thrown when connecting with a connector the adapter does not have: `Connector "{id}" not found`. */
export class ConnectorNotFoundError extends LatchError {
  override name = 'ConnectorNotFoundError'
  constructor(connectorId: string) {
    super(`Connector "${connectorId}" not found`, {
      details: 'The wallet may not be installed, or has not announced itself (EIP-6963).',
    })
  }
}

/** Thrown when a wallet approves a connection without any account: 'The wallet returned no account'. */
export class NoAccountError extends LatchError {
  override name = 'NoAccountError'
  constructor() {
    super('The wallet returned no account')
  }
}

/** Thrown when the adapter is used before `createLatch` set it up: 'The EVM adapter is not set up'. */
export class AdapterNotSetUpError extends LatchError {
  override name = 'AdapterNotSetUpError'
  constructor() {
    super('The EVM adapter is not set up', { details: 'Pass it to createLatch in `adapters`.' })
  }
}
