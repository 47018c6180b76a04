// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import "./LatchMetadata.sol";

interface ILatchErc1155Receiver {
    function onERC1155Received(
        address operator,
        address from,
        uint256 id,
        uint256 value,
        bytes calldata data
    ) external returns (bytes4);

    function onERC1155BatchReceived(
        address operator,
        address from,
        uint256[] calldata ids,
        uint256[] calldata values,
        bytes calldata data
    ) external returns (bytes4);
}

/// "Latch Test Items": a minimal ERC-1155 (https://eips.ethereum.org/EIPS/eip-1155) with on-chain
/// metadata. `amount` of item `id` is minted to `holder` at deployment.
contract LatchTestItems {
    event TransferSingle(
        address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value
    );
    event TransferBatch(
        address indexed operator,
        address indexed from,
        address indexed to,
        uint256[] ids,
        uint256[] values
    );
    event ApprovalForAll(address indexed account, address indexed operator, bool approved);

    string public constant name = "Latch Test Items";

    mapping(address => mapping(uint256 => uint256)) public balanceOf;
    mapping(address => mapping(address => bool)) public isApprovedForAll;

    constructor(address holder, uint256 id, uint256 amount) {
        balanceOf[holder][id] = amount;
        emit TransferSingle(msg.sender, address(0), holder, id, amount);
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        // ERC-165, ERC-1155, ERC-1155 Metadata URI
        return interfaceId == 0x01ffc9a7 || interfaceId == 0xd9b67a26 || interfaceId == 0x0e89341c;
    }

    function uri(uint256 id) external pure returns (string memory) {
        return LatchMetadata.tokenJson("Latch Test Item", "A test item of the Latch wallet modal.", id);
    }

    function balanceOfBatch(address[] calldata accounts, uint256[] calldata ids)
        external
        view
        returns (uint256[] memory balances)
    {
        require(accounts.length == ids.length, "LatchTestItems: length mismatch");
        balances = new uint256[](accounts.length);
        for (uint256 i = 0; i < accounts.length; i++) balances[i] = balanceOf[accounts[i]][ids[i]];
    }

    function setApprovalForAll(address operator, bool approved) external {
        isApprovedForAll[msg.sender][operator] = approved;
        emit ApprovalForAll(msg.sender, operator, approved);
    }

    function safeTransferFrom(address from, address to, uint256 id, uint256 value, bytes calldata data)
        external
    {
        _move(from, to, id, value);
        emit TransferSingle(msg.sender, from, to, id, value);
        if (to.code.length > 0) {
            bytes4 answer =
                ILatchErc1155Receiver(to).onERC1155Received(msg.sender, from, id, value, data);
            require(
                answer == ILatchErc1155Receiver.onERC1155Received.selector,
                "LatchTestItems: receiver rejected the tokens"
            );
        }
    }

    function safeBatchTransferFrom(
        address from,
        address to,
        uint256[] calldata ids,
        uint256[] calldata values,
        bytes calldata data
    ) external {
        require(ids.length == values.length, "LatchTestItems: length mismatch");
        for (uint256 i = 0; i < ids.length; i++) _move(from, to, ids[i], values[i]);
        emit TransferBatch(msg.sender, from, to, ids, values);
        if (to.code.length > 0) {
            bytes4 answer =
                ILatchErc1155Receiver(to).onERC1155BatchReceived(msg.sender, from, ids, values, data);
            require(
                answer == ILatchErc1155Receiver.onERC1155BatchReceived.selector,
                "LatchTestItems: receiver rejected the tokens"
            );
        }
    }

    function _move(address from, address to, uint256 id, uint256 value) private {
        require(to != address(0), "LatchTestItems: transfer to the zero address");
        require(
            msg.sender == from || isApprovedForAll[from][msg.sender], "LatchTestItems: not authorized"
        );
        uint256 balance = balanceOf[from][id];
        require(balance >= value, "LatchTestItems: insufficient balance");
        unchecked {
            balanceOf[from][id] = balance - value;
        }
        balanceOf[to][id] += value;
    }
}
