// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// A minimal smart account for tests: a signature is valid (ERC-1271) when its owner's ECDSA key
/// signed the hash.
contract OwnedWallet {
    address public immutable owner;

    constructor(address owner_) {
        owner = owner_;
    }

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        if (signature.length != 65) return 0xffffffff;
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        return ecrecover(hash, v, r, s) == owner ? bytes4(0x1626ba7e) : bytes4(0xffffffff);
    }
}

/// Deploys OwnedWallets with CREATE2, so a wallet's address is known before it exists (ERC-6492).
contract OwnedWalletFactory {
    function deploy(address owner, bytes32 salt) external returns (address) {
        return address(new OwnedWallet{salt: salt}(owner));
    }
}
