// SPDX-License-Identifier: MIT
pragma solidity ^0.8.4;

import {LibClone} from "solady/src/utils/LibClone.sol";

interface ILatchSmartAccount {
    function initialize(address owner) external payable;
}

/// @notice Deploys LatchSmartAccount ERC-1967 proxies at CREATE2 addresses that depend on the salt
/// only; the salt must start with the owner (or 20 zero bytes).
contract LatchSmartAccountFactory {
    /// @dev The LatchSmartAccount implementation behind every proxy.
    address public immutable implementation;

    constructor(address account) payable {
        implementation = account;
    }

    /// @dev Deploys the account for `salt` (once) and initialises it to `owner`; returns its
    /// address. Any `msg.value` is forwarded to the account.
    function createAccount(address owner, bytes32 salt) public payable returns (address) {
        LibClone.checkStartsWith(salt, owner);
        (bool alreadyDeployed, address account) =
            LibClone.createDeterministicERC1967(msg.value, implementation, salt);
        if (!alreadyDeployed) ILatchSmartAccount(account).initialize(owner);
        return account;
    }

    /// @dev The address `createAccount` deploys to for `salt`.
    function getAddress(bytes32 salt) public view returns (address) {
        return LibClone.predictDeterministicAddressERC1967(implementation, salt, address(this));
    }
}
