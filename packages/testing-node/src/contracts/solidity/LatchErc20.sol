// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// ERC-20 (https://eips.ethereum.org/EIPS/eip-20) bookkeeping shared by the test tokens; the
/// external transfer and approve functions are declared by each token, so a token can choose
/// whether they return a bool (standard) or nothing (like mainnet USDT).
abstract contract LatchErc20 {
    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    string public name;
    string public symbol;
    uint8 public immutable decimals;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    /// Mints `amounts[i]` (base units) to `holders[i]`, each with a Transfer from address 0.
    constructor(
        string memory name_,
        string memory symbol_,
        uint8 decimals_,
        address[] memory holders,
        uint256[] memory amounts
    ) {
        require(holders.length == amounts.length, "LatchErc20: length mismatch");
        name = name_;
        symbol = symbol_;
        decimals = decimals_;
        for (uint256 i = 0; i < holders.length; i++) {
            totalSupply += amounts[i];
            balanceOf[holders[i]] += amounts[i];
            emit Transfer(address(0), holders[i], amounts[i]);
        }
    }

    function _transfer(address from, address to, uint256 value) internal {
        require(to != address(0), "LatchErc20: transfer to the zero address");
        uint256 balance = balanceOf[from];
        require(balance >= value, "LatchErc20: transfer amount exceeds balance");
        unchecked {
            balanceOf[from] = balance - value;
        }
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }

    function _approve(address owner, address spender, uint256 value) internal {
        allowance[owner][spender] = value;
        emit Approval(owner, spender, value);
    }

    function _spendAllowance(address owner, address spender, uint256 value) internal {
        uint256 allowed = allowance[owner][spender];
        if (allowed == type(uint256).max) return;
        require(allowed >= value, "LatchErc20: insufficient allowance");
        unchecked {
            allowance[owner][spender] = allowed - value;
        }
    }
}

/// A standard ERC-20 whose transfer, transferFrom and approve return true.
abstract contract LatchStandardErc20 is LatchErc20 {
    function transfer(address to, uint256 value) external returns (bool) {
        _transfer(msg.sender, to, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        _spendAllowance(from, msg.sender, value);
        _transfer(from, to, value);
        return true;
    }

    function approve(address spender, uint256 value) external returns (bool) {
        _approve(msg.sender, spender, value);
        return true;
    }
}
