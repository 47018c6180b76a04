import * as z from 'zod/mini'
import { resolveTokenUri } from './resolveTokenUri.js'
import { plainText, toSafeImageUrl } from './untrusted.js'

/** How long an NFT's metadata URL has to answer. */
export const METADATA_TIMEOUT_MS = 10_000
/** The largest metadata document read (an on-chain SVG image inside included), in bytes. */
export const MAX_METADATA_BYTES = 512 * 1024
/** The longest NFT name kept, in code points. */
const MAX_NFT_NAME_LENGTH = 100

/** What Latch shows of an NFT's metadata: a name and an image, both optional. */
export type NftMetadata = { name?: string | undefined; imageUrl?: string | undefined }

/** Parameters of {@link fetchNftMetadata}. */
export type FetchNftMetadataParameters = {
  /** Base URL `ipfs://` links are read through; without it they are not read. */
  ipfsGateway?: string | undefined
  signal?: AbortSignal | undefined
  /** The `fetch` to use (tests). */
  fetch?: typeof globalThis.fetch
}

// ERC-721 / ERC-1155 metadata JSON (EIP-721 "Metadata JSON Schema"): fields of other types are
// ignored rather than failing the whole document.
const metadata = z.object({
  name: z.catch(z.optional(plainText(MAX_NFT_NAME_LENGTH)), undefined),
  image: z.catch(z.optional(z.string()), undefined),
  image_url: z.catch(z.optional(z.string()), undefined),
})

async function readCapped(response: Response): Promise<string> {
  const declared = Number(response.headers.get('content-length'))
  if (declared > MAX_METADATA_BYTES) throw new Error('Metadata too large')
  const reader = response.body?.getReader()
  if (!reader) return ''
  const decoder = new TextDecoder()
  let text = ''
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return text + decoder.decode()
    size += value.byteLength
    if (size > MAX_METADATA_BYTES) {
      await reader.cancel()
      throw new Error('Metadata too large')
    }
    text += decoder.decode(value, { stream: true })
  }
}

function decodeDataUri(uri: string): string | undefined {
  const comma = uri.indexOf(',')
  const header = uri.slice(0, comma).toLowerCase()
  if (comma < 0 || !header.startsWith('data:application/json')) return undefined
  const body = uri.slice(comma + 1)
  if (header.endsWith(';base64')) {
    const binary = atob(body)
    return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)))
  }
  try {
    return decodeURIComponent(body)
  } catch {
    // `data:application/json;utf8,{"name":"50%"}`: written unencoded, as many contracts do.
    return body
  }
}

/**
 * Reads an NFT's metadata document and keeps its name and image, both untrusted: the name as plain
 * text (invisible and control characters removed, at most 100 code points), the image only when it
 * is an `http(s):` or `data:image/` URL after the IPFS rule (`resolveTokenUri`), so a `javascript:`
 * image is dropped.
 *
 * `data:application/json` links (base64 or URL-encoded) are read locally; `http(s):` ones are
 * fetched (no cookies, 10 s timeout, at most 512 KiB); `ipfs://` ones through `ipfsGateway` only.
 *
 * @param uri - The contract's `tokenURI` / `uri` answer (ERC-1155 `{id}` already substituted).
 * @param parameters - {@link FetchNftMetadataParameters}
 * @returns The name and image, or `undefined` when the link cannot be read, the document is not
 *   JSON, or it is too large.
 */
export async function fetchNftMetadata(
  uri: string,
  { ipfsGateway, signal, fetch = globalThis.fetch }: FetchNftMetadataParameters = {},
): Promise<NftMetadata | undefined> {
  const link = uri.length > MAX_METADATA_BYTES * 2 ? undefined : resolveTokenUri(uri, ipfsGateway)
  if (!link) return undefined
  try {
    let text: string | undefined
    if (link.startsWith('data:')) {
      text = decodeDataUri(link)
    } else {
      const timeout = AbortSignal.timeout(METADATA_TIMEOUT_MS)
      const response = await fetch(link, {
        credentials: 'omit',
        // The metadata host (named by the contract) learns nothing about the page.
        referrerPolicy: 'no-referrer',
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      })
      text = response.ok ? await readCapped(response) : undefined
    }
    if (text === undefined) return undefined
    const parsed = metadata.safeParse(JSON.parse(text))
    if (!parsed.success) return undefined
    const image = parsed.data.image ?? parsed.data.image_url
    const imageLink = image === undefined ? undefined : resolveTokenUri(image, ipfsGateway)
    return { name: parsed.data.name || undefined, imageUrl: toSafeImageUrl(imageLink) }
  } catch {
    signal?.throwIfAborted()
    return undefined
  }
}
