/**
 * Published test vectors of Bitcoin message signatures.
 *
 * BIP-322's (https://github.com/bitcoin/bips/tree/master/bip-0322, CC0): `basic-test-vectors.json`
 * (message hashes, `to_spend`/`to_sign` ids, simple signatures, errors) and, from
 * `generated-test-vectors.json`, the simple P2WPKH and P2TR cases. The P2WPKH key of the basic
 * vectors is `L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k`.
 *
 * Legacy ones (Bitcoin Core `signmessage` format): Trezor firmware's device tests
 * (`tests/device_tests/test_msg_signmessage.py`, P2PKH, P2SH-P2WPKH and P2WPKH with BIP-137
 * headers), Electrum's P2WPKH (a P2PKH header) and bitcoinjs-lib's uncompressed P2PKH example.
 */
export const bip322Key = 'L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k'
export const bip322Address = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'

export const bip322Hashes = [
  {
    message: '',
    messageHash: 'c90c269c4f8fcbe6880f72a721ddfbf1914268a794cbb21cfafee13770ae19f1',
    toSpend: 'c5680aa69bb8d860bf82d4e9cd3504b55dde018de765a91bb566283c545a99a7',
    toSign: '1e9654e951a5ba44c8604c4de6c67fd78a27e81dcadcfe1edf638ba3aaebaed6',
  },
  {
    message: 'Hello World',
    messageHash: 'f0eb03b1a75ac6d9847f55c624a99169b5dccba2a31f5b23bea77ba270de0a7a',
    toSpend: 'b79d196740ad5217771c1098fc4a4b51e0535c32236c71f1ea4d61a2d603352b',
    toSign: '88737ae86f2077145f93cc4b153ae9a1cb8d56afa511988c149c5c8c9d93bddf',
  },
  {
    message: 'UTF-8 support: öäüéàè 测试文本 😄',
    messageHash: '43936b237ea38c7794eb5d755e0d220b6db92ebfc5c8f482759d22b1286376d7',
    toSpend: 'c8f4f525fe8afb1bc09b44175bd2096f079c98425e8a1be676b712add1fb62f0',
    toSign: '8f488e06b89eafd019ec528109eafaf7f1d1811fd617aa1eeb9658f1c1be6586',
  },
] as const

/** Simple signatures: the first two as wallets send them (no prefix), the rest as BIP-322 now asks (`smp`). */
export const bip322SimpleSignatures = [
  {
    type: 'p2wpkh',
    address: bip322Address,
    message: '',
    signature:
      'AkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
  },
  {
    type: 'p2wpkh',
    address: bip322Address,
    message: 'Hello World',
    signature:
      'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
  },
  {
    type: 'p2wpkh',
    address: bip322Address,
    message: '',
    signature:
      'smpAkgwRQIhAPkJ1Q4oYS0htvyuSFHLxRQpFAY56b70UvE7Dxazen0ZAiAtZfFz1S6T6I23MWI2lK/pcNTWncuyL8UL+oMdydVgzAEhAsfxIAMZZEKUPYWI4BruhAQjzFT8FSFSajuFwrDL1Yhy',
  },
  {
    type: 'p2wpkh',
    address: bip322Address,
    message: 'Hello World',
    signature:
      'smpAkgwRQIhAOzyynlqt93lOKJr+wmmxIens//zPzl9tqIOua93wO6MAiBi5n5EyAcPScOjf1lAqIUIQtr3zKNeavYabHyR8eGhowEhAsfxIAMZZEKUPYWI4BruhAQjzFT8FSFSajuFwrDL1Yhy',
  },
  {
    type: 'p2tr',
    address: 'bc1pss0zhytly75awhm6x2hhvd5lnzv3vssgrf9axfheq8ldyzn88ges79fler',
    message: 'No prefix fallback',
    signature:
      'AUCJYOwOjxYAvatTAGYaVlNXBVyFuc4MwNQkOuK2tl8xhfKDONd0NjfYyNSYcRqeCp8hsAnCEPHAVEkO9h6vbQ/R',
  },
  {
    type: 'p2wpkh',
    address: 'bc1qqthe0hz8klx90e7stf6shclhsvqd5ly96pn53v',
    message: '2V6TUTMSH4VQ3Z7WZWKYD7DFNH',
    signature:
      'smpAkgwRQIhALC6hdfxNy1n45d7UXSskRBdfZW0Al259E1kDMpipdYkAiAJPfZqb+WurZuf1apU5xeE6Igui9dvt5tihQLDvxlY1AEhAqbnruyo677ktQjio7XOchO3w51Dh9AbRVngha5jtNfT',
  },
  {
    type: 'p2tr',
    address: 'bc1pcquvhrqv0q68t4m0hfq6tpn006qrskyc7yrqnp2uyrf2emg3wynsdjyk38',
    message: 'PURVOQ544B6HUATVBJZN5EZJUU',
    signature:
      'smpAUB6B2Rbupzua8LTQIF06516wzl+cwKy1be8RgoiW0riyXdKwe6GTz/5Hnb37m67pJwIKCh+D5jDueG6KpvYpmu8',
  },
] as const

/** BIP-322's error vectors (and generated ones for P2TR) that a verifier must refuse. */
export const bip322Refused = [
  ['invalid base64 encoding', bip322Address, '', 'not-valid-base64!!!'],
  ['empty signature', bip322Address, '', ''],
  [
    'wrong message for a valid simple P2WPKH signature',
    bip322Address,
    'Wrong message that was not signed',
    bip322SimpleSignatures[0].signature,
  ],
  [
    'wrong address (a P2WSH) for a valid simple P2WPKH signature',
    'bc1qp0ahvfh83088w49k405szqgg4f3pptr7p2g06tdxfjcd40z4lh4q95lsz9',
    '',
    bip322SimpleSignatures[0].signature,
  ],
  ['empty witness stack', bip322Address, '', 'smpAA=='],
  ['invalid signature prefix', bip322Address, '', 'fooAA=='],
  [
    'a P2TR signature of another message',
    'bc1pcquvhrqv0q68t4m0hfq6tpn006qrskyc7yrqnp2uyrf2emg3wynsdjyk38',
    '56VM6YK6Y76XTBXNPITF232EPX',
    bip322SimpleSignatures[6].signature,
  ],
  [
    'a P2TR signature for another address',
    'bc1pltvk000nd54v3hrrcn7lsffdra72hphpm40rhzf9hn8arqkgermq2p9029',
    'PURVOQ544B6HUATVBJZN5EZJUU',
    bip322SimpleSignatures[6].signature,
  ],
] as const

const signedExample = 'This is an example of a signed message.'

/** Legacy signatures: [wallet, address, message, signature]. */
export const legacySignatures = [
  [
    'Trezor, P2PKH',
    '1JAd7XCBzGudGpJQSDSfpmJhiygtLQWaGL',
    signedExample,
    'IP2PL321I4/N0HfVIEw+aUnCYdcAJpzvwdnS3O9rlQI2MO5hf2yKz560DI7dcEycp06kr8OT9D81tOiVgyTL3Rw=',
  ],
  [
    'Trezor, P2PKH, long message',
    '1JAd7XCBzGudGpJQSDSfpmJhiygtLQWaGL',
    'VeryLongMessage!'.repeat(64),
    'IApGR2zrhNBu9XhIKAJvkiyIFfV6rIN7jAEwB8qKhGDbY++Rfb6669EIscgUu+6m2x8rIkGpWOU/5xXMhrGZ2cM=',
  ],
  [
    'bitcoinjs-lib, P2PKH, uncompressed key',
    '1HZwkjkeaoZfTSaJxDw6aKkxp45agDiEzN',
    signedExample,
    'G9L5yLFjti0QTHhPyFrZCT1V/MMnBtXKmoiKDZ78NDBjERki6ZTQZdSMCtkgoNmp17By9ItJr8o7ChX0XxY91nk=',
  ],
  [
    'Trezor, P2WPKH, BIP-137 header',
    'bc1qannfxke2tfd4l7vhepehpvt05y83v3qsf6nfkk',
    signedExample,
    'KLVddgDZ6afipJFV3fPP2455bCB/qrgzAQ+kH7eCiIm8R89iNIp6qgkjwIMqWJ+rVB6PEutU+3EckOIwfw9msZQ=',
  ],
  [
    'Trezor, P2SH-P2WPKH, BIP-137 header',
    '3L6TyTisPBmrDAj6RoKmDzNnj4eQi54gD2',
    signedExample,
    'I3RN5FFvrFwUCAgBVmRRajL+rZTeiXdc7H4k28JP4TMHWsCTAcTMjhl76ktkgWYdW46b8Z2Le4o4Ls21PC7gdQ0=',
  ],
  [
    'Electrum, P2SH-P2WPKH, P2PKH header',
    '3LbZqMMHu371r5Fjve9qNhSQzuNi7EzqUR',
    'test123',
    'H2ehXowFWMZohHrJN+1IRdDwqN/UILqVmhIOHpeBdS4BYDCQpfDL1tTH7mNg6eeypno+Is8ApgWinkPnnz1NEq8=',
  ],
] as const
