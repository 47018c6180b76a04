import { createClient, custom, keccak256 } from 'viem'
import { foundry } from 'viem/chains'
import { describe, expect, test } from 'vitest'
import { LATCH_SMART_ACCOUNT } from './contracts.js'
import { accountSalt, erc1967ProxyInitCode, latchAccountAddress } from './latchAccountAddress.js'
import { toFrameSmartAccount } from './toFrameSmartAccount.js'

const owner = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('latchAccountAddress', () => {
  test('Solady’s ERC-1967 proxy init code (95 bytes, the implementation at byte 9)', () => {
    const code = erc1967ProxyInitCode(LATCH_SMART_ACCOUNT)
    expect((code.length - 2) / 2).toBe(0x5f)
    expect(code.slice(20, 60).toLowerCase()).toBe(LATCH_SMART_ACCOUNT.slice(2).toLowerCase())
    expect(keccak256(code)).not.toBe(keccak256(erc1967ProxyInitCode(owner)))
  })

  test('salt = owner ‖ 12 zero bytes; one address per owner', () => {
    expect(accountSalt(owner)).toBe(`${owner}${'0'.repeat(24)}`)
    expect(latchAccountAddress(owner)).not.toBe(
      latchAccountAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8'),
    )
  })

  test('the frame’s 4337 account takes the local address, whatever the RPC would answer', async () => {
    const asked: string[] = []
    const client = createClient({
      chain: foundry,
      transport: custom({
        async request({ method }) {
          asked.push(method)
          // A lying RPC: every eth_call answers another account's address.
          return `0x${'00'.repeat(12)}${'ab'.repeat(20)}`
        },
      }),
    })
    const account = await toFrameSmartAccount(client, '4337', owner)
    expect(await account.getAddress()).toBe(latchAccountAddress(owner))
    expect(account.address).toBe(latchAccountAddress(owner))
    expect(asked).toEqual([])
  })
})
