import { describe, expect, test } from 'vitest'
import { InvalidOptionError } from '../errors/options.js'
import { mainnet } from '../networks/mainnet.js'
import { validateOptions } from '../options/validateOptions.js'
import { appKitIdIndex, checkAppKitWalletIds } from './appKitWalletIds.js'
import { matchesWalletId } from './matchesWalletId.js'
import { walletCatalogue } from './walletCatalogue.js'

// AppKit's ids (the WalletConnect registry's), as AppKit's wallet buttons and integrators' configs
// spell them, for the catalogue's wallets.
const APPKIT_IDS: Record<string, string> = {
  metamask: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
  trust: '4622a2b2d6af1c9844944291e5e7351a6aa24cd7b23099efac1b2fd875da31a0',
  coinbase: 'fd20dc426fb37566d803205b19bbc1d4096b248ac04548e3cfb6b3a38bd033aa',
  okx: '971e689d0a5be527bac79629b4ee9b925e82208e5168b733496a09c0faed0709',
  rainbow: '1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369',
  phantom: 'a797aa35c0fadbfc1a53e7f675162ed5226968b44a19ee3d24385c64d1d3c393',
  rabby: '18388be9ac2d02726dbac9777c96efaac06d744b2f6d580fccdd4127a6d01fd1',
  zerion: 'ecc4036f814562b41a5268adc86270fba1365471402006302e70169465b7ac18',
  bitget: '38f5d18bd8522c244bdd70cb4a68e0e718865155811c043f052fb9f1c51de662',
  uniswap: 'c03dfee351b6fcc421b4494ea33b9d4b92a984f87aa76d1663bb28705e95034a',
  ledger: '19177a98252e07ddfc9af2083ba8e07ef627cb6103467ffebb3f8f4205fd7927',
  safe: '225affb176778569276e484e1b92637ad061b01e13a048b35a9d280c3b58970f',
  argent: 'bc949c5d968ae81310268bf9193f9c9fb7bb4e1283e1284af8f2bd4992535fd6',
  exodus: 'e9ff15be73584489ca4a66f64d32c4537711797e30b6660dbcb71ea72a42b1f4',
  brave: '163d2cf19babf05eb8962e9748f9ebe613ed52ebf9c8107c9a0f104bfcf161b3',
  imtoken: 'ef333840daf915aafdc4a004525502d6d49d77bd9c65e0642dbaefb3c2893bef',
  tokenpocket: '20459438007b75f4f4acb98bf29aa3b800550309646d375da5fd4aac6c2a2c66',
  backpack: '2bd8c14e035c2d48f184aaa168559e86b0e3433228d3c4075900a221785019b0',
  solflare: '1ca0bdd4747578705b1939af023d120677c64fe6ca76add81fda36e350605e79',
  xverse: '2a87d74ae02e10bdd1f51f7ce6c4e1cc53cd5f2c0b6b5ad0d7b3007d2b13de7b',
  onekey: '1aedbcfc1f31aade56ca34c38b0a1607b41cccfa3de93c946ef3b4ba2dfab11c',
  safepal: '0b415a746fb9ee99cce155c2ceca0c6f6061b1dbca2d722b3ba16381d0562150',
  keplr: '6adb6082c909901b9e7189af3a4a0223102cd6f8d5c39e39f3d49acb92b578bb',
}
// Binance Web3 Wallet: in the registry, not in the catalogue.
const BINANCE = '8a0ee50d1f22f6651afcae7eb4253e52a3310b90af5daef78a8c4929a9bb99d4'

const catalogueIdOf = (hex: string) => {
  const wallet = walletCatalogue.find((entry) => matchesWalletId(entry, [hex]))
  return wallet?.id
}

describe('AppKit wallet ids', () => {
  test('every known AppKit id matches its catalogue wallet, in any case', () => {
    const catalogueIds = new Set(walletCatalogue.map((wallet) => wallet.id))
    for (const [id, hex] of Object.entries(APPKIT_IDS)) {
      expect(catalogueIds.has(id)).toBe(true)
      expect(catalogueIdOf(hex)).toBe(id)
      expect(catalogueIdOf(hex.toUpperCase())).toBe(id)
      expect(walletCatalogue[appKitIdIndex(hex)]?.id).toBe(id)
    }
  })

  test('an AppKit id matches its wallet as a connector too (by the catalogue id as name)', () => {
    const connector = { id: 'io.metamask', name: 'MetaMask', rdns: 'io.metamask' }
    expect(matchesWalletId(connector, [APPKIT_IDS.metamask as string])).toBe(true)
    expect(matchesWalletId(connector, [APPKIT_IDS.rainbow as string])).toBe(false)
  })

  test('Frame, the catalogue wallet without an AppKit id, is reached by no id', () => {
    const mapped = Object.values(APPKIT_IDS).map(catalogueIdOf)
    expect(mapped).not.toContain('frame')
    expect(new Set(mapped).size).toBe(walletCatalogue.length - 1)
    expect(appKitIdIndex('-'.repeat(64))).toBe(-1)
  })

  test('an unknown AppKit id matches no catalogue wallet, and a 64-character name is a name', () => {
    expect(appKitIdIndex(BINANCE)).toBe(-1)
    expect(catalogueIdOf(BINANCE)).toBeUndefined()
    expect(matchesWalletId({ id: BINANCE, name: 'Binance Web3 Wallet' }, [BINANCE])).toBe(true)
    const name = 'x'.repeat(64)
    expect(appKitIdIndex(name)).toBe(-1)
    expect(matchesWalletId({ id: 'x', name }, [name])).toBe(true)
  })
})

describe('checkAppKitWalletIds', () => {
  test('keeps catalogue ids, rdns, names and known AppKit ids as given', () => {
    const ids = ['metamask', 'io.metamask', 'Rainbow', APPKIT_IDS.phantom as string]
    expect(checkAppKitWalletIds('excludeWalletIds', ids, undefined)).toBe(ids)
    expect(checkAppKitWalletIds('includeWalletIds', undefined, undefined)).toBeUndefined()
  })

  test('refuses an AppKit id of no catalogue wallet without a projectId', () => {
    const read = () =>
      checkAppKitWalletIds('includeWalletIds', [APPKIT_IDS.metamask as string, BINANCE], undefined)
    expect(read).toThrow(InvalidOptionError)
    expect(read).toThrow(
      `Invalid option \`includeWalletIds\`: ${BINANCE} is an AppKit id Latch does not know: set \`projectId\` or use a catalogue id or rdns`,
    )
  })

  test('keeps an unknown AppKit id when the hosted registry lists wallets by it', () => {
    const ids = [BINANCE, APPKIT_IDS.phantom as string]
    expect(checkAppKitWalletIds('featuredWalletIds', ids, 'p1')).toBe(ids)
  })
})

describe('validateOptions with AppKit wallet ids', () => {
  test('the three id options keep AppKit ids of catalogue wallets', () => {
    const resolved = validateOptions({
      networks: [mainnet],
      featuredWalletIds: [APPKIT_IDS.metamask as string, 'me.rainbow'],
      includeWalletIds: [APPKIT_IDS.rainbow as string],
      excludeWalletIds: [APPKIT_IDS.coinbase as string],
    })
    expect(resolved.featuredWalletIds).toEqual([APPKIT_IDS.metamask, 'me.rainbow'])
    expect(resolved.includeWalletIds).toEqual([APPKIT_IDS.rainbow])
    expect(resolved.excludeWalletIds).toEqual([APPKIT_IDS.coinbase])
  })

  test('an unknown AppKit id is an InvalidOptionError naming the option', () => {
    expect(() => validateOptions({ networks: [mainnet], excludeWalletIds: [BINANCE] })).toThrow(
      /^Invalid option `excludeWalletIds`: 8a0ee50d/,
    )
    expect(
      validateOptions({ networks: [mainnet], projectId: 'p1', excludeWalletIds: [BINANCE] })
        .excludeWalletIds,
    ).toEqual([BINANCE])
  })
})
