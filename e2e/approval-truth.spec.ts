import { requestRpc, testContracts } from '@latch/testing'
import { encodeFunctionData, erc20Abi, maxUint256, parseEther, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { ANVIL_RPC, dialog, expect, setBalance, test, tokenBalance } from './fixtures'
import { startLyingRpc } from './lyingRpc'
import {
  AUTH_URL,
  attackAnswer,
  connectedAddress,
  freshEmail,
  logIn,
  openApprovalWindow,
  postToFrame,
  rejectInWindow,
} from './secureWindow'

// Issue 26 (items 2 and 3): what the approval window says must come from what is signed and from
// RPCs the integrator trusts, never from the host page. An attack run made "Send 1,000 LTT" read
// "Send <0.000001 LTT" through a page RPC answering decimals() = 36, and hid a typed-data
// signature's recipient and amount behind 32 unsigned junk keys.

/** Anvil's account #3 (its public test mnemonic): 1,000 LTT from the deployment, used by no other test. */
const FUNDER = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'

test('a lying page RPC (decimals() = 36 for LTT): the approval window still says Send 1000 LTT, read through the auth server’s RPC', async ({
  page,
}) => {
  const token = testContracts.latchTestToken
  const lying = await startLyingRpc({ upstream: ANVIL_RPC, token, decimals: 36 })
  try {
    await page.goto(`/?anvilRpc=${encodeURIComponent(lying.url)}`)
    await logIn(page, freshEmail('lied.to'))
    const address = await connectedAddress(page)
    await setBalance(ANVIL_RPC, address, parseEther('1'))
    // 1,000 LTT from another anvil account (unlocked), so the simulation succeeds. Not from the
    // dev wallet's account #0, whose LTT the Send tests move.
    const amount = parseUnits('1000', 18)
    const fund = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [address, amount],
    })
    await requestRpc(ANVIL_RPC, 'eth_sendTransaction', [{ from: FUNDER, to: token, data: fund }])
    await expect.poll(() => tokenBalance(token, address)).toBe(amount)
    const recipient = privateKeyToAddress(generatePrivateKey())

    await postToFrame(page, 'eth_sendTransaction', [
      {
        from: address,
        to: token,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transfer',
          args: [recipient, amount],
        }),
      },
    ])
    await expect(dialog(page, 'Approve Transaction')).toBeVisible()
    const approval = await openApprovalWindow(page)
    await expect(approval.getByRole('heading', { name: /^Send 1,?000 LTT to 0x/ })).toBeVisible()
    await expect(approval.getByText(/^−1,?000 LTT$/)).toBeVisible()
    await expect(approval.getByText('<0.000001')).toHaveCount(0)
    // The frame never asked the page's RPC for the token's decimals.
    expect(lying.liedTo.filter((origin) => origin === AUTH_URL)).toEqual([])

    await rejectInWindow(approval)
    await expect.poll(() => attackAnswer(page)).toMatchObject({ ok: false, error: { code: 4001 } })
    expect(await tokenBalance(token, recipient)).toBe(0n)
  } finally {
    await lying.stop()
  }
})

test('a hostile host script asks for a typed-data signature behind 32 unsigned junk keys: the window lists the signed recipient and amount, and warns', async ({
  page,
}) => {
  await page.goto('/')
  await logIn(page, freshEmail('typed'))
  const address = await connectedAddress(page)
  const attacker = privateKeyToAddress(generatePrivateKey())
  const junk = Object.fromEntries(
    Array.from({ length: 32 }, (_, index) => [
      `junk${index}`,
      'Sign in — nothing leaves your wallet',
    ]),
  )
  const typedData = {
    domain: {
      name: 'Drain',
      version: '1',
      chainId: 31337,
      verifyingContract: testContracts.latchTestToken,
    },
    types: {
      EIP712Domain: [
        { name: 'name', type: 'string' },
        { name: 'version', type: 'string' },
        { name: 'chainId', type: 'uint256' },
        { name: 'verifyingContract', type: 'address' },
      ],
      Transfer: [
        { name: 'recipient', type: 'address' },
        { name: 'amount', type: 'uint256' },
      ],
    },
    primaryType: 'Transfer',
    message: { ...junk, recipient: attacker, amount: maxUint256.toString() },
  }
  await postToFrame(page, 'eth_signTypedData_v4', [address, JSON.stringify(typedData)])
  await expect(dialog(page, 'Approve Transaction')).toBeVisible()
  const approval = await openApprovalWindow(page)
  await expect(approval.getByText(`recipient: ${attacker}`)).toBeVisible()
  await expect(approval.getByText(`amount: ${maxUint256}`)).toBeVisible()
  await expect(approval.getByRole('alert').filter({ hasText: 'amount is unlimited' })).toBeVisible()
  await expect(approval.getByText('junk0')).toHaveCount(0)
  await expect(approval.getByText('more field')).toHaveCount(0)

  await rejectInWindow(approval)
  await expect.poll(() => attackAnswer(page)).toMatchObject({ ok: false, error: { code: 4001 } })
})
