// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// A test-only stand-in for Farcaster's KeyRegistry (OP Mainnet
/// 0x00000000Fc1237824fb747aBDE0FF18990E59b7e), written for Latch's local Optimism chain:
/// `keyDataOf` with the real registry's ABI (a `(uint8 state, uint32 keyType)` tuple; state 0 never
/// added, 1 added, 2 removed; key type 1 a signer, 2 an auth address given as its 32-byte
/// ABI-encoding) and open `add`/`remove` anyone may call. Never deploy it on a real network.
contract LatchKeyRegistry {
    struct KeyData {
        uint8 state;
        uint32 keyType;
    }

    mapping(uint256 fid => mapping(bytes key => KeyData)) internal keys;

    event Add(uint256 indexed fid, uint32 indexed keyType, bytes key);
    event Remove(uint256 indexed fid, bytes key);

    /// The state and type of `key` for `fid` (zeros when never added).
    function keyDataOf(uint256 fid, bytes calldata key) external view returns (KeyData memory) {
        return keys[fid][key];
    }

    /// Adds `key` of `keyType` to `fid` (state 1), even if it was removed before (test-only).
    function add(uint256 fid, uint32 keyType, bytes calldata key) external {
        keys[fid][key] = KeyData({state: 1, keyType: keyType});
        emit Add(fid, keyType, key);
    }

    /// Marks an added `key` of `fid` removed (state 2) (test-only).
    function remove(uint256 fid, bytes calldata key) external {
        KeyData storage data = keys[fid][key];
        require(data.state == 1, "not added");
        data.state = 2;
        emit Remove(fid, key);
    }
}
