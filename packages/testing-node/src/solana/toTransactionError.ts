import type { FailedTransactionMetadata } from 'litesvm'

const transactionErrors = [
  'AccountInUse',
  'AccountLoadedTwice',
  'AccountNotFound',
  'ProgramAccountNotFound',
  'InsufficientFundsForFee',
  'InvalidAccountForFee',
  'AlreadyProcessed',
  'BlockhashNotFound',
  'CallChainTooDeep',
  'MissingSignatureForFee',
  'InvalidAccountIndex',
  'SignatureFailure',
  'InvalidProgramForExecution',
  'SanitizeFailure',
  'ClusterMaintenance',
  'AccountBorrowOutstanding',
  'WouldExceedMaxBlockCostLimit',
  'UnsupportedVersion',
  'InvalidWritableAccount',
  'WouldExceedMaxAccountCostLimit',
  'WouldExceedAccountDataBlockLimit',
  'TooManyAccountLocks',
  'AddressLookupTableNotFound',
  'InvalidAddressLookupTableOwner',
  'InvalidAddressLookupTableData',
  'InvalidAddressLookupTableIndex',
  'InvalidRentPayingAccount',
  'WouldExceedMaxVoteCostLimit',
  'WouldExceedAccountDataTotalLimit',
  'MaxLoadedAccountsDataSizeExceeded',
  'ResanitizationNeeded',
  'InvalidLoadedAccountsDataSizeLimit',
  'UnbalancedTransaction',
  'ProgramCacheHitMaxLimit',
  'CommitCancelled',
] as const

const instructionErrors = [
  'GenericError',
  'InvalidArgument',
  'InvalidInstructionData',
  'InvalidAccountData',
  'AccountDataTooSmall',
  'InsufficientFunds',
  'IncorrectProgramId',
  'MissingRequiredSignature',
  'AccountAlreadyInitialized',
  'UninitializedAccount',
  'UnbalancedInstruction',
  'ModifiedProgramId',
  'ExternalAccountLamportSpend',
  'ExternalAccountDataModified',
  'ReadonlyLamportChange',
  'ReadonlyDataModified',
  'DuplicateAccountIndex',
  'ExecutableModified',
  'RentEpochModified',
  'NotEnoughAccountKeys',
  'AccountDataSizeChanged',
  'AccountNotExecutable',
  'AccountBorrowFailed',
  'AccountBorrowOutstanding',
  'DuplicateAccountOutOfSync',
  'InvalidError',
  'ExecutableDataModified',
  'ExecutableLamportChange',
  'ExecutableAccountNotRentExempt',
  'UnsupportedProgramId',
  'CallDepth',
  'MissingAccount',
  'ReentrancyNotAllowed',
  'MaxSeedLengthExceeded',
  'InvalidSeeds',
  'InvalidRealloc',
  'ComputationalBudgetExceeded',
  'PrivilegeEscalation',
  'ProgramEnvironmentSetupFailure',
  'ProgramFailedToComplete',
  'ProgramFailedToCompile',
  'Immutable',
  'IncorrectAuthority',
  'AccountNotRentExempt',
  'InvalidAccountOwner',
  'ArithmeticOverflow',
  'UnsupportedSysvar',
  'IllegalOwner',
  'MaxAccountsDataAllocationsExceeded',
  'MaxAccountsExceeded',
  'MaxInstructionTraceLengthExceeded',
  'BuiltinProgramsMustConsumeComputeUnits',
  'BorshIoError',
] as const

/**
 * A transaction error as Solana's JSON RPC writes it (`TransactionError` serialized by serde):
 * a name for fieldless errors (`'AccountNotFound'`), `{ InstructionError: [index, 'Name' |
 * { Custom: code } | { BorshIoError: message }] }`, `{ DuplicateInstruction: index }`,
 * `{ InsufficientFundsForRent: { account_index } }`.
 */
export type TransactionErrorJson =
  | string
  | { InstructionError: [number, string | { Custom: number } | { BorshIoError: string }] }
  | { DuplicateInstruction: number }
  | { InsufficientFundsForRent: { account_index: number } }
  | { ProgramExecutionTemporarilyRestricted: { account_index: number } }

/** litesvm's error of a failed transaction, in the JSON shape of a real node. */
export function toTransactionError(failed: FailedTransactionMetadata): TransactionErrorJson {
  const error = failed.err() as unknown
  if (typeof error === 'number') return transactionErrors[error] ?? 'SanitizeFailure'
  const name = (error as object).constructor.name
  const fields = error as { index?: number; accountIndex?: number; err?: () => unknown }
  if (name.endsWith('InstructionError') && fields.err) {
    const inner = fields.err() as unknown
    const detail =
      typeof inner === 'number'
        ? (instructionErrors[inner] ?? 'GenericError')
        : 'code' in (inner as object)
          ? { Custom: (inner as { code: number }).code }
          : { BorshIoError: String((inner as { msg?: string }).msg ?? '') }
    return { InstructionError: [fields.index ?? 0, detail] }
  }
  if (name.endsWith('DuplicateInstruction')) return { DuplicateInstruction: fields.index ?? 0 }
  const account_index = fields.accountIndex ?? 0
  if (name.endsWith('InsufficientFundsForRent'))
    return { InsufficientFundsForRent: { account_index } }
  return { ProgramExecutionTemporarilyRestricted: { account_index } }
}

/** A short reason for a preflight failure message, e.g. 'Error processing Instruction 0: …'. */
export function describeTransactionError(error: TransactionErrorJson): string {
  if (typeof error === 'string') return error
  if ('InstructionError' in error) {
    const [index, detail] = error.InstructionError
    return `Error processing Instruction ${index}: ${JSON.stringify(detail)}`
  }
  return JSON.stringify(error)
}
