// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// Batches calls with Multicall3's ABI (https://www.multicall3.com), so clients that call
/// `aggregate3` at 0xcA11bde05977b3631167028862bE2a173976CA11 (viem's `multicall`) work on a local
/// chain. Our own source; it holds no state, so its runtime code can be placed with `anvil_setCode`.
contract LatchMulticall3 {
    struct Call {
        address target;
        bytes callData;
    }

    struct Call3 {
        address target;
        bool allowFailure;
        bytes callData;
    }

    struct Result {
        bool success;
        bytes returnData;
    }

    /// Every call must succeed; reverts with "Multicall3: call failed" otherwise.
    function aggregate(Call[] calldata calls)
        external
        payable
        returns (uint256 blockNumber, bytes[] memory returnData)
    {
        blockNumber = block.number;
        returnData = new bytes[](calls.length);
        for (uint256 i = 0; i < calls.length; i++) {
            (bool success, bytes memory data) = calls[i].target.call(calls[i].callData);
            require(success, "Multicall3: call failed");
            returnData[i] = data;
        }
    }

    /// A call whose `allowFailure` is false reverts the batch with "Multicall3: call failed".
    function aggregate3(Call3[] calldata calls) external payable returns (Result[] memory returnData) {
        returnData = new Result[](calls.length);
        for (uint256 i = 0; i < calls.length; i++) {
            (bool success, bytes memory data) = calls[i].target.call(calls[i].callData);
            require(success || calls[i].allowFailure, "Multicall3: call failed");
            returnData[i] = Result(success, data);
        }
    }

    function getEthBalance(address addr) external view returns (uint256 balance) {
        balance = addr.balance;
    }

    function getBlockNumber() external view returns (uint256 blockNumber) {
        blockNumber = block.number;
    }

    function getCurrentBlockTimestamp() external view returns (uint256 timestamp) {
        timestamp = block.timestamp;
    }

    function getChainId() external view returns (uint256 chainid) {
        chainid = block.chainid;
    }

    function getBasefee() external view returns (uint256 basefee) {
        basefee = block.basefee;
    }
}
