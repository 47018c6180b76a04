import { describe, expect, it } from 'vitest'
import { InvalidOptionError } from '../errors/options.js'
import { mainnet } from '../networks/mainnet.js'
import { toCaipNetwork } from '../networks/toCaipNetwork.js'
import type { LatchOptions } from './types.js'
import { validateOptions } from './validateOptions.js'

const other = toCaipNetwork({
  id: 31337,
  name: 'Anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
})

describe('validateOptions (spec §3 options, §5 validation, §9 defaults)', () => {
  it('fills in the spec §9 defaults', () => {
    const resolved = validateOptions({ networks: [mainnet] })
    expect(resolved.defaultNetwork).toEqual(mainnet)
    expect(resolved).toMatchObject({
      enableEIP6963: true,
      enableNetworkSwitch: true,
      allowUnsupportedChain: false,
      disableAppend: false,
      enableEmbedded: false,
      debug: false,
      features: {
        allWallets: true,
        send: true,
        receive: true,
        analytics: true,
        pay: false,
        legalCheckbox: false,
      },
    })
  })
  it('applies customRpcUrls and chainImages to the networks they name (spec §3)', () => {
    const resolved = validateOptions({
      networks: [mainnet, other],
      customRpcUrls: { 'eip155:1': ['http://127.0.0.1:9999'] },
      chainImages: { 31337: 'data:image/png;base64,AA==' },
    })
    expect(resolved.networks[0]?.rpcUrls.default.http).toEqual(['http://127.0.0.1:9999'])
    expect(resolved.networks[0]?.rpcUrls.chainDefault?.http).toEqual(mainnet.rpcUrls.default.http)
    expect(resolved.networks[1]?.assets?.imageUrl).toBe('data:image/png;base64,AA==')
    expect(resolved.defaultNetwork.rpcUrls.default.http).toEqual(['http://127.0.0.1:9999'])
  })
  it.each<[string, Partial<LatchOptions> | unknown, string]>([
    [
      'unsafe chain image',
      { networks: [mainnet], chainImages: { 1: 'javascript:alert(1)' } },
      'Invalid option `chainImages.1`: must be an http(s): or data:image/ URL',
    ],
    [
      'bad excludeWalletIds',
      { networks: [mainnet], excludeWalletIds: 'io.metamask' },
      'Invalid option `excludeWalletIds`: must be an array of strings',
    ],
    [
      'custom wallet without a name',
      { networks: [mainnet], customWallets: [{ id: 'x' }] },
      'Invalid option `customWallets[0]`: needs a string `id` and `name`',
    ],
    [
      'empty networks',
      { networks: [] },
      'Invalid option `networks`: must be a non-empty array of networks',
    ],
    [
      'duplicate network',
      { networks: [mainnet, mainnet] },
      'Invalid option `networks`: lists eip155:1 twice',
    ],
    [
      'bad CAIP-2 id',
      { networks: [{ ...mainnet, caipNetworkId: 'eip155' }] },
      'Invalid option `networks[0]`: Invalid CAIP-2 network id: eip155',
    ],
    [
      'foreign default network',
      { networks: [mainnet], defaultNetwork: other },
      'Invalid option `defaultNetwork`: must be one of `networks`',
    ],
    [
      'empty project id',
      { networks: [mainnet], projectId: '' },
      'Invalid option `projectId`: must be a non-empty string',
    ],
    [
      'bad theme mode',
      { networks: [mainnet], themeMode: 'blue' },
      "Invalid option `themeMode`: must be 'light' or 'dark'",
    ],
    [
      'unknown theme variable',
      { networks: [mainnet], themeVariables: { '--w3m-accent': 'red' } },
      'Invalid option `themeVariables.--w3m-accent`: is not a Latch theme variable',
    ],
    [
      'bad z-index',
      { networks: [mainnet], themeVariables: { '--latch-z-index': '9' } },
      'Invalid option `themeVariables.--latch-z-index`: must be a number',
    ],
    [
      'non-boolean switch',
      { networks: [mainnet], debug: 'yes' },
      'Invalid option `debug`: must be a boolean',
    ],
    [
      'bad metadata url',
      { networks: [mainnet], metadata: { name: 'a', description: 'b', url: 'nope', icons: [] } },
      'Invalid option `metadata.url`: must be an absolute http: or https: URL',
    ],
    // Issue 11: options that were accepted silently.
    [
      'a javascript: relay URL',
      { networks: [mainnet], relayUrl: 'javascript:alert(1)' },
      'Invalid option `relayUrl`: must be an absolute ws: or wss: URL',
    ],
    [
      'an https: relay URL (the relay is a WebSocket)',
      { networks: [mainnet], relayUrl: 'https://relay.example.org' },
      'Invalid option `relayUrl`: must be an absolute ws: or wss: URL',
    ],
    [
      'an apiUrl that is not a URL',
      { networks: [mainnet], apiUrl: 'not a url' },
      'Invalid option `apiUrl`: must be an absolute http: or https: URL',
    ],
    [
      'a javascript: terms URL',
      { networks: [mainnet], termsConditionsUrl: 'javascript:alert(1)' },
      'Invalid option `termsConditionsUrl`: must be an absolute http: or https: URL',
    ],
    [
      'a data: privacy URL',
      { networks: [mainnet], privacyPolicyUrl: 'data:text/html,<b>x</b>' },
      'Invalid option `privacyPolicyUrl`: must be an absolute http: or https: URL',
    ],
    [
      "the string 'false' as a boolean",
      { networks: [mainnet], enableWalletConnect: 'false' },
      'Invalid option `enableWalletConnect`: must be a boolean',
    ],
    [
      "the string 'false' as a feature switch",
      { networks: [mainnet], features: { send: 'false' } },
      'Invalid option `features.send`: must be a boolean',
    ],
    [
      'an out-of-range font size',
      { networks: [mainnet], themeVariables: { '--latch-font-size-master': '999px' } },
      'Invalid option `themeVariables.--latch-font-size-master`: must be a CSS length from 4px to 32px',
    ],
    [
      'a negative border radius',
      { networks: [mainnet], themeVariables: { '--latch-border-radius-master': '-4px' } },
      'Invalid option `themeVariables.--latch-border-radius-master`: must be a CSS length from 0px to 64px',
    ],
    [
      'a mix strength over 100',
      { networks: [mainnet], themeVariables: { '--latch-color-mix-strength': 250 } },
      'Invalid option `themeVariables.--latch-color-mix-strength`: must be from 0 to 100',
    ],
    [
      'a fractional z-index',
      { networks: [mainnet], themeVariables: { '--latch-z-index': 1.5 } },
      'Invalid option `themeVariables.--latch-z-index`: must be a number (an integer',
    ],
    [
      'a colour that ends the CSS declaration',
      { networks: [mainnet], themeVariables: { '--latch-accent': 'red; background: url(x)' } },
      'Invalid option `themeVariables.--latch-accent`: must be a plain CSS value',
    ],
    [
      'a ftp: RPC URL',
      { networks: [mainnet], customRpcUrls: { 'eip155:1': ['ftp://127.0.0.1'] } },
      'Invalid option `customRpcUrls.eip155:1`: must hold absolute http: or https: URLs',
    ],
    [
      'a javascript: RPC URL in a network (sent to wallets when adding the chain)',
      {
        networks: [{ ...other, rpcUrls: { default: { http: ['javascript:alert(1)'] } } }],
      },
      'Invalid option `networks[0]`: `rpcUrls.default.http` must hold http: or https: URLs',
    ],
    [
      'a javascript: block explorer',
      {
        networks: [
          { ...other, blockExplorers: { default: { name: 'x', url: 'javascript:alert(1)' } } },
        ],
      },
      'Invalid option `networks[0]`: `blockExplorers.default.url` must be an http: or https: URL',
    ],
    [
      'a chain image that is not a string',
      { networks: [mainnet], chainImages: { 1: { toString: () => 'https://x' } } },
      'Invalid option `chainImages.1`: must be an http(s): or data:image/ URL',
    ],
    [
      'a network id that cannot become text (found by the fuzz suite: was a TypeError)',
      { networks: [{ ...other, id: Object.create(null) }] },
      'Invalid option `networks[0]`: `id` must be an integer or a string',
    ],
    [
      'a sparse networks array (found by the fuzz suite: was a TypeError)',
      // biome-ignore lint/suspicious/noSparseArray: the hole is the point.
      { networks: [, mainnet] },
      'Invalid option `networks[0]`: must be a network object',
    ],
    // Issue 26 item 6: the secure frame and NFT metadata were loadable over plain http from anywhere.
    [
      'an http: authUrl to a remote host',
      { networks: [mainnet], authUrl: 'http://auth.example.org' },
      'Invalid option `authUrl`: must be an absolute https: URL (http: only to localhost, 127.0.0.0/8 or [::1])',
    ],
    [
      'an http: ipfsGateway to a remote host',
      { networks: [mainnet], ipfsGateway: 'http://ipfs.io/ipfs/' },
      'Invalid option `ipfsGateway`: must be an absolute https: URL (http: only to localhost, 127.0.0.0/8 or [::1])',
    ],
    [
      'an http: authUrl to a LAN address',
      { networks: [mainnet], authUrl: 'http://192.168.1.10:8788' },
      'Invalid option `authUrl`: must be an absolute https: URL (http: only to localhost, 127.0.0.0/8 or [::1])',
    ],
    [
      'an http: authUrl to a host that only starts like loopback',
      { networks: [mainnet], authUrl: 'http://127.0.0.1.example.org' },
      'Invalid option `authUrl`: must be an absolute https: URL (http: only to localhost, 127.0.0.0/8 or [::1])',
    ],
    [
      'an http: authUrl to a localhost look-alike',
      { networks: [mainnet], authUrl: 'http://localhost.example.org' },
      'Invalid option `authUrl`: must be an absolute https: URL (http: only to localhost, 127.0.0.0/8 or [::1])',
    ],
    [
      'an http: authUrl naming localhost only as its user name',
      { networks: [mainnet], authUrl: 'http://localhost:pw@auth.example.org' },
      'Invalid option `authUrl`: must be an absolute https: URL (http: only to localhost, 127.0.0.0/8 or [::1])',
    ],
    // Issue 33: the embedded wallet's own project, and its URL checked as `authUrl` is.
    [
      'an http: auth.url to a remote host',
      { networks: [mainnet], auth: { url: 'http://auth.example.org' } },
      'Invalid option `auth.url`: must be an absolute https: URL (http: only to localhost, 127.0.0.0/8 or [::1])',
    ],
    [
      'an auth without url',
      { networks: [mainnet], auth: { projectId: 'shop' } },
      'Invalid option `auth.url`: must be an absolute https: URL (http: only to localhost, 127.0.0.0/8 or [::1])',
    ],
    [
      'an empty auth.projectId',
      { networks: [mainnet], auth: { url: 'https://auth.example.org', projectId: '' } },
      'Invalid option `auth.projectId`: must be a non-empty string',
    ],
    [
      'an auth that is a string',
      { networks: [mainnet], auth: 'https://auth.example.org' },
      'Invalid option `auth`: Invalid input',
    ],
    [
      'both auth and authUrl',
      {
        networks: [mainnet],
        auth: { url: 'https://auth.example.org' },
        authUrl: 'https://auth.example.org',
      },
      'Invalid option `auth`: not with `authUrl`',
    ],
    [
      'a javascript: ipfsGateway',
      { networks: [mainnet], ipfsGateway: 'javascript:alert(1)' },
      'Invalid option `ipfsGateway`: must be an absolute https: URL (http: only to localhost, 127.0.0.0/8 or [::1])',
    ],
    [
      'two adapters for one namespace',
      { networks: [mainnet], adapters: [{ namespace: 'eip155' }, { namespace: 'eip155' }] },
      'Invalid option `adapters`: two adapters for namespace "eip155"',
    ],
  ])('rejects %s with a typed error naming the option', (_, options, message) => {
    expect(() => validateOptions(options as LatchOptions)).toThrow(InvalidOptionError)
    expect(() => validateOptions(options as LatchOptions)).toThrow(message)
  })

  it('takes https: authUrl and ipfsGateway anywhere, http: only on loopback (issue 26)', () => {
    for (const url of [
      'https://auth.example.org',
      'http://localhost:8788',
      'http://127.0.0.1:8788',
      'http://127.8.9.10/',
      'http://[::1]:8788',
    ]) {
      expect(
        validateOptions({ networks: [mainnet], authUrl: url, ipfsGateway: url }),
      ).toMatchObject({ authUrl: url, ipfsGateway: url })
    }
  })

  it('auth.url is the auth server’s URL; authUrl is its shorthand (issue 33)', () => {
    const url = 'https://auth.example.org'
    expect(
      validateOptions({ networks: [mainnet], auth: { url, projectId: 'shop' } }),
    ).toMatchObject({ authUrl: url, auth: { url, projectId: 'shop' } })
    const shorthand = validateOptions({ networks: [mainnet], authUrl: url })
    expect(shorthand.authUrl).toBe(url)
    expect(shorthand.auth).toBeUndefined()
    expect(validateOptions({ networks: [mainnet] }).authUrl).toBeUndefined()
  })

  it("a network id of 'toString' or '__proto__' takes no image from Object.prototype (fuzz)", () => {
    for (const id of ['toString', '__proto__']) {
      const [network] = validateOptions({
        networks: [{ ...other, id, caipNetworkId: 'eip155:31337' }],
        chainImages: {},
      }).networks
      expect(network?.assets?.imageUrl).toBeUndefined()
    }
  })
})
