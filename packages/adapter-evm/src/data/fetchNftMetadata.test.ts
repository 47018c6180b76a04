import { describe, expect, test, vi } from 'vitest'
import { fetchNftMetadata, MAX_METADATA_BYTES } from './fetchNftMetadata.js'

const json = (value: unknown) => JSON.stringify(value)
const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64')

function fetchAnswering(body: string, init: ResponseInit = {}) {
  return vi.fn<typeof fetch>(async () => new Response(body, init))
}

describe('fetchNftMetadata', () => {
  test('reads base64 and URL-encoded data:application/json locally', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>()
    const document = json({
      name: 'Latch Test NFT #1 ✓',
      image: 'data:image/svg+xml;base64,PHN2Zy8+',
    })
    await expect(
      fetchNftMetadata(`data:application/json;base64,${base64(document)}`, { fetch }),
    ).resolves.toEqual({
      name: 'Latch Test NFT #1 ✓',
      imageUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
    })
    await expect(
      fetchNftMetadata(`data:application/json,${encodeURIComponent(document)}`, { fetch }),
    ).resolves.toEqual({
      name: 'Latch Test NFT #1 ✓',
      imageUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
    })
    await expect(
      fetchNftMetadata('data:application/json;utf8,{"name":"100%"}', { fetch }),
    ).resolves.toEqual({ name: '100%', imageUrl: undefined })
    expect(fetch).not.toHaveBeenCalled()
  })

  test('drops javascript:, data:text/html and ipfs: images without a gateway; cleans the name', async () => {
    for (const image of [
      'javascript:alert(1)',
      ' JavaScript:alert(document.cookie)',
      'data:text/html,<script>alert(1)</script>',
      'ipfs://bafyimage/1.png',
      `https://example.com/${'a'.repeat(200_000)}.png`,
    ]) {
      const uri = `data:application/json,${encodeURIComponent(json({ name: '\u202eBad\u0000 <b>NFT</b>', image }))}`
      await expect(fetchNftMetadata(uri)).resolves.toEqual({
        name: 'Bad <b>NFT</b>',
        imageUrl: undefined,
      })
    }
  })

  test('fetches http(s) metadata without credentials, rewrites ipfs:// only through the gateway', async () => {
    const fetch = fetchAnswering(json({ name: 'On IPFS', image: 'ipfs://ipfs/bafyimage/1.png' }))
    const metadata = await fetchNftMetadata('ipfs://bafymeta/1.json', {
      ipfsGateway: 'https://gateway.example/ipfs/',
      fetch,
    })
    expect(metadata).toEqual({
      name: 'On IPFS',
      imageUrl: 'https://gateway.example/ipfs/bafyimage/1.png',
    })
    expect(fetch).toHaveBeenCalledWith(
      'https://gateway.example/ipfs/bafymeta/1.json',
      expect.objectContaining({ credentials: 'omit', signal: expect.any(AbortSignal) }),
    )
    await expect(fetchNftMetadata('ipfs://bafymeta/1.json', { fetch })).resolves.toBeUndefined()
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  test('gives nothing for other schemes, errors, non-JSON, wrong shapes and documents over the cap', async () => {
    const fetch = fetchAnswering(json({ name: 'x' }))
    await expect(fetchNftMetadata('ar://abc', { fetch })).resolves.toBeUndefined()
    await expect(fetchNftMetadata('javascript:alert(1)', { fetch })).resolves.toBeUndefined()
    expect(fetch).not.toHaveBeenCalled()
    await expect(
      fetchNftMetadata('https://x.example/1', { fetch: fetchAnswering('nope', { status: 404 }) }),
    ).resolves.toBeUndefined()
    await expect(
      fetchNftMetadata('https://x.example/1', { fetch: fetchAnswering('<html>') }),
    ).resolves.toBeUndefined()
    await expect(
      fetchNftMetadata('https://x.example/1', { fetch: fetchAnswering('[1,2]') }),
    ).resolves.toBeUndefined()
    const huge = json({ name: 'big', padding: 'x'.repeat(MAX_METADATA_BYTES) })
    await expect(
      fetchNftMetadata('https://x.example/1', { fetch: fetchAnswering(huge) }),
    ).resolves.toBeUndefined()
    // A name of another type is ignored, the image kept.
    await expect(
      fetchNftMetadata('https://x.example/1', {
        fetch: fetchAnswering(json({ name: { html: 1 }, image_url: 'https://x.example/i.png' })),
      }),
    ).resolves.toEqual({ name: undefined, imageUrl: 'https://x.example/i.png' })
  })

  test('an aborted query rejects instead of answering nothing', async () => {
    const controller = new AbortController()
    const fetch = vi.fn<typeof globalThis.fetch>(async () => {
      controller.abort()
      throw new DOMException('aborted', 'AbortError')
    })
    await expect(
      fetchNftMetadata('https://x.example/1', { fetch, signal: controller.signal }),
    ).rejects.toThrow()
  })
})
