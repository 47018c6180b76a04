// SPDX-License-Identifier: MIT
pragma solidity ^0.8.4;

import {ERC4337} from "solady/src/accounts/ERC4337.sol";
import {SignatureCheckerLib} from "solady/src/utils/SignatureCheckerLib.sol";

/// @notice Latch's ERC-4337 smart account: Solady's ERC4337 (ERC-1271 with ERC-7739 nested
/// signatures) bound to EntryPoint v0.8, with user operations signed by the owner over the raw
/// user operation hash.
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

    /// @dev The owner's signature over the raw `userOpHash` (EntryPoint v0.8's EIP-712 digest),
    /// without the EIP-191 prefix Solady adds: an EIP-191 `personal_sign` of the owner can never
    /// produce it, so no signed message becomes a user operation.
    function _validateSignature(PackedUserOperation calldata userOp, bytes32 userOpHash)
        internal
        view
        override
        returns (uint256 validationData)
    {
        bool success =
            SignatureCheckerLib.isValidSignatureNowCalldata(owner(), userOpHash, userOp.signature);
        validationData = success ? 0 : 1;
    }

    /// @dev No plain (non-nested) owner signature verifies as the account, even off-chain.
    function _erc1271IsValidSignatureViaRPC(bytes32, bytes calldata)
        internal
        pure
        override
        returns (bool)
    {
        return false;
    }
}
