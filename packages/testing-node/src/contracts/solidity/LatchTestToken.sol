// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import "./LatchErc20.sol";

/// "Latch Test Token" (LTT), 18 decimals: the dev accounts' everyday ERC-20.
contract LatchTestToken is LatchStandardErc20 {
    constructor(address[] memory holders, uint256[] memory amounts)
        LatchErc20("Latch Test Token", "LTT", 18, holders, amounts)
    {}
}

/// "Latch Extra Token" (LXT), 18 decimals: held by one account at start, so tests can show a token
/// discovered from Transfer logs once it is sent elsewhere.
contract LatchExtraToken is LatchStandardErc20 {
    constructor(address[] memory holders, uint256[] memory amounts)
        LatchErc20("Latch Extra Token", "LXT", 18, holders, amounts)
    {}
}

/// "Latch Test USD" (LUSD), 6 decimals, USDT-style: transfer, transferFrom and approve return
/// nothing, so callers must not expect a bool.
contract LatchTestUsd is LatchErc20 {
    constructor(address[] memory holders, uint256[] memory amounts)
        LatchErc20("Latch Test USD", "LUSD", 6, holders, amounts)
    {}

    function transfer(address to, uint256 value) external {
        _transfer(msg.sender, to, value);
    }

    function transferFrom(address from, address to, uint256 value) external {
        _spendAllowance(from, msg.sender, value);
        _transfer(from, to, value);
    }

    function approve(address spender, uint256 value) external {
        _approve(msg.sender, spender, value);
    }
}
