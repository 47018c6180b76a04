// SPDX-License-Identifier: MIT
pragma solidity ^0.8.4;

import {ERC4337} from "solady/src/accounts/ERC4337.sol";

/// @notice Latch's ERC-4337 smart account: Solady's ERC4337 (ERC-1271 with ERC-7739 nested
/// signatures, owner-signed user operations) bound to EntryPoint v0.8.
contract LatchSmartAccount is ERC4337 {
    /// @dev EntryPoint v0.8, the only one allowed to call `validateUserOp`.
    function entryPoint() public pure override returns (address) {
        return 0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108;
    }

    /// @dev The EIP-712 domain of ERC-1271 signatures (ERC-7739).
    function _domainNameAndVersion()
        internal
        pure
        override
        returns (string memory, string memory)
    {
        return ("LatchSmartAccount", "1");
    }
}
