// SPDX-License-Identifier: MIT
pragma solidity ^0.8.4;

import {IPaymaster} from "@account-abstraction/contracts/interfaces/IPaymaster.sol";
import {IEntryPoint} from "@account-abstraction/contracts/interfaces/IEntryPoint.sol";
import {PackedUserOperation} from "@account-abstraction/contracts/interfaces/PackedUserOperation.sol";

/// @notice A test-only paymaster that sponsors every user operation of EntryPoint v0.8 from its
/// deposit. Never deploy it where real value is at stake.
contract LatchTestPaymaster is IPaymaster {
    IEntryPoint public constant entryPoint = IEntryPoint(0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108);

    error NotFromEntryPoint();

    /// @dev Accepts every operation: no context, no time range, valid signature.
    function validatePaymasterUserOp(PackedUserOperation calldata, bytes32, uint256)
        external
        view
        returns (bytes memory context, uint256 validationData)
    {
        if (msg.sender != address(entryPoint)) revert NotFromEntryPoint();
        return ("", 0);
    }

    /// @dev Nothing to do after the operation (no context is ever returned).
    function postOp(PostOpMode, bytes calldata, uint256, uint256) external view {
        if (msg.sender != address(entryPoint)) revert NotFromEntryPoint();
    }

    /// @dev Adds `msg.value` to this paymaster's deposit in the EntryPoint.
    function deposit() external payable {
        entryPoint.depositTo{value: msg.value}(address(this));
    }
}
