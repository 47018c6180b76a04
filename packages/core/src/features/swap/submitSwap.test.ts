import { afterEach, expect, test, vi } from 'vitest'
import { destroySwapClients, ltt, setUp } from './swapControllerTesting.js'

afterEach(() => {
  destroySwapClients()
})

test('spec §7: once a swap is mined the balance request carries forceUpdate, the sold and bought tokens', async () => {
  const asked: (readonly string[] | undefined)[] = []
  const { controller } = await setUp((adapter) => {
    const load = adapter.loadDataSource
    adapter.loadDataSource = async () => {
      const source = await load?.()
      return {
        getTokenBalances: async (query) => {
          asked.push(query.forceUpdate)
          return (await source?.getTokenBalances?.(query)) ?? []
        },
      }
    }
  })
  controller.setBuyToken(ltt.toLowerCase())
  controller.setSellAmount('0.5')
  await vi.waitFor(() => expect(controller.store.getState().canReview).toBe(true))
  await controller.review()
  await controller.swap()
  await vi.waitFor(() => expect(asked.filter(Boolean)).toHaveLength(1))
  const [forceUpdate] = asked.filter(Boolean)
  expect(forceUpdate?.map((address) => address.toLowerCase())).toEqual([
    'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
    `eip155:31337:${ltt.toLowerCase()}`,
  ])
})
