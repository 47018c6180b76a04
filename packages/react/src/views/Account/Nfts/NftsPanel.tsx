import type { Nft } from '@latch/core'
import { isSafeImageUrl, stripInvisible } from '@latch/core/internal'
import { useLatchNfts } from '../../../hooks/useLatchNfts.js'
import { useViewMessages } from '../../../i18n/useViewMessages.js'
import { PanelStatus } from '../PanelStatus.js'

function NftItem({ nft }: { nft: Nft }) {
  const name = stripInvisible(nft.name)
  return (
    <li className="latch-nft" aria-label={name}>
      {isSafeImageUrl(nft.imageUrl) ? (
        <img
          className="latch-nft-image"
          src={nft.imageUrl}
          alt={name}
          loading="lazy"
          referrerPolicy="no-referrer"
        />
      ) : (
        <span className="latch-nft-image latch-nft-placeholder" aria-hidden="true">
          {(name.trim()[0] ?? '?').toUpperCase()}
        </span>
      )}
      <span className="latch-nft-name">{name}</span>
    </li>
  )
}

/**
 * The NFTs tab: a grid (a `list` whose items are named by the NFT's name) of images, only
 * `http(s):` and `data:image/` ones (else a placeholder), each name under its image; "Load more"
 * while there is another page. Loading, empty and failed states. Loaded lazily.
 */
export default function NftsPanel() {
  const { status, nfts, hasMore, loadingMore, fetchMore } = useLatchNfts()
  const { t } = useViewMessages()
  if (status === 'error') return <PanelStatus state="error" message={t('nfts.unavailable')} />
  if (status !== 'ready') return <PanelStatus state="loading" message={t('nfts.loading')} />
  if (nfts.length === 0) return <PanelStatus state="empty" message={t('nfts.empty')} />
  return (
    <div className="latch-scroll latch-panel-scroll">
      <ul className="latch-nft-grid">
        {nfts.map((nft) => (
          <NftItem key={`${nft.contract}/${nft.tokenId}`} nft={nft} />
        ))}
      </ul>
      {hasMore ? (
        <button
          type="button"
          className="latch-button latch-load-more"
          aria-busy={loadingMore}
          disabled={loadingMore}
          onClick={() => void fetchMore()}
        >
          {t('account.loadMore')}
        </button>
      ) : null}
    </div>
  )
}
