import type { Page } from '@playwright/test'
import { verifyMessage } from 'viem'
import { dialog, expect, test } from './fixtures'
import {
  anyAccountButton,
  approveInWindow,
  connectedAddress,
  freshEmail,
  logIn,
  openApprovalWindow,
  secureFrameOf,
} from './secureWindow'

// Issue 26 item 7: what the secure frame keeps in its origin's IndexedDB is encrypted (the device
// share) or bound to a key no script can read out (the refresh token). A share an earlier frame
// stored in clear is encrypted on the next visit, and it is the same share.

/**
 * Inside the frame (the host page cannot; the test can): reads the demo project's wallet record,
 * and with `downgrade` rewrites it as an earlier frame stored it (the share in clear, decrypted
 * with the frame's device key, which works only in this origin). Returns the record's fields and
 * the share's bytes (hex).
 */
function walletRecord(page: Page, downgrade: boolean) {
  return secureFrameOf(page).evaluate(async (downgrade) => {
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('latch-auth-frame', 1)
      open.onerror = () => reject(open.error)
      open.onsuccess = () => resolve(open.result)
    })
    const run = <value>(
      mode: IDBTransactionMode,
      action: (store: IDBObjectStore) => IDBRequest<value>,
    ) =>
      new Promise<value>((resolve, reject) => {
        const request = action(database.transaction('keyval', mode).objectStore('keyval'))
        request.onerror = () => reject(request.error)
        request.onsuccess = () => resolve(request.result)
      })
    const keys = await run('readonly', (store) =>
      store.getAllKeys(IDBKeyRange.bound('wallet:default:', 'wallet:default:\uffff')),
    )
    const key = String(keys[0])
    const record = await run('readonly', (store) => store.get(key))
    const hex = (bytes: Uint8Array) =>
      [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
    if (!(record.sealedShare instanceof Uint8Array))
      return { fields: Object.keys(record).sort(), share: hex(record.deviceShare) }
    const deviceKey = await run<CryptoKey>('readonly', (store) => store.get('device-key'))
    const userId = key.slice('wallet:default:'.length)
    const share = new Uint8Array(
      await crypto.subtle.decrypt(
        {
          name: 'AES-GCM',
          iv: record.sealedShare.slice(0, 12),
          additionalData: new TextEncoder().encode(
            `latch-device-share:default:${userId}:${record.address.toLowerCase()}`,
          ),
        },
        deviceKey,
        record.sealedShare.slice(12),
      ),
    )
    if (downgrade)
      await run('readwrite', (store) =>
        store.put({ address: record.address, email: record.email, deviceShare: share }, key),
      )
    return {
      fields: Object.keys(record).sort(),
      share: hex(share),
      deviceKeyExtractable: deviceKey.extractable,
    }
  }, downgrade)
}

test('a device share an earlier frame stored in clear is encrypted on the next visit, and the wallet still signs with it', async ({
  page,
}) => {
  await page.goto('/')
  await logIn(page, freshEmail('at.rest'))
  const address = await connectedAddress(page)
  const sealed = await walletRecord(page, true)
  expect(sealed).toMatchObject({
    fields: ['address', 'email', 'sealedShare'],
    deviceKeyExtractable: false,
  })
  expect((await walletRecord(page, false)).fields).toEqual(['address', 'deviceShare', 'email'])

  await page.reload()
  await expect(anyAccountButton(page)).toBeVisible({ timeout: 20_000 })
  expect(await connectedAddress(page)).toBe(address)
  await expect
    .poll(async () => (await walletRecord(page, false)).fields)
    .toEqual(['address', 'email', 'sealedShare'])
  expect((await walletRecord(page, false)).share).toBe(sealed.share)

  // The migrated share still signs: viem verifies the signature against the wallet's address.
  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(dialog(page, 'Approve Transaction')).toBeVisible()
  await approveInWindow(await openApprovalWindow(page))
  const signature = (await page.getByTestId('signature').textContent()) as `0x${string}`
  expect(await verifyMessage({ address, message: 'Hello from Latch', signature })).toBe(true)
})
