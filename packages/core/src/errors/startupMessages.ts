// The texts startup code throws or shows, each a constant in a module of its own so startup takes
// these few and not the whole catalogue (`ErrorMessages`, which holds them too).

/** 'Adapter not found' */
export const adapterNotFoundMessage = 'Adapter not found'
/** 'No ActiveCaipAddress found' */
export const noActiveCaipAddressMessage = 'No ActiveCaipAddress found'
/** 'WalletConnectConnector not found' */
export const walletConnectConnectorNotFoundMessage = 'WalletConnectConnector not found'
/** 'Invalid amount' */
export const invalidAmountMessage = 'Invalid amount'
/** 'Unknown error' */
export const unknownErrorMessage = 'Unknown error'
/** 'Cannot set both `siweConfig` and `siwx` options' */
export const siwxBothSetMessage = 'Cannot set both `siweConfig` and `siwx` options'
