// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import "./LatchMetadata.sol";

interface ILatchErc721Receiver {
    function onERC721Received(address operator, address from, uint256 tokenId, bytes calldata data)
        external
        returns (bytes4);
}

/// "Latch Test NFT" (LNFT): an ERC-721 (https://eips.ethereum.org/EIPS/eip-721) with on-chain
/// metadata. Token `i + 1` is minted to `owners[i]` at deployment.
contract LatchTestNft {
    event Transfer(address indexed from, address indexed to, uint256 indexed tokenId);
    event Approval(address indexed owner, address indexed approved, uint256 indexed tokenId);
    event ApprovalForAll(address indexed owner, address indexed operator, bool approved);

    string public constant name = "Latch Test NFT";
    string public constant symbol = "LNFT";

    mapping(uint256 => address) private owners;
    mapping(address => uint256) private balances;
    mapping(uint256 => address) public getApproved;
    mapping(address => mapping(address => bool)) public isApprovedForAll;

    constructor(address[] memory initialOwners) {
        for (uint256 i = 0; i < initialOwners.length; i++) {
            require(initialOwners[i] != address(0), "LatchTestNft: mint to the zero address");
            owners[i + 1] = initialOwners[i];
            balances[initialOwners[i]]++;
            emit Transfer(address(0), initialOwners[i], i + 1);
        }
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        // ERC-165, ERC-721, ERC-721 Metadata
        return interfaceId == 0x01ffc9a7 || interfaceId == 0x80ac58cd || interfaceId == 0x5b5e139f;
    }

    function ownerOf(uint256 tokenId) public view returns (address owner) {
        owner = owners[tokenId];
        require(owner != address(0), "LatchTestNft: invalid token id");
    }

    function balanceOf(address owner) external view returns (uint256) {
        require(owner != address(0), "LatchTestNft: zero address");
        return balances[owner];
    }

    function tokenURI(uint256 tokenId) external view returns (string memory) {
        ownerOf(tokenId);
        return LatchMetadata.tokenJson(name, "A test NFT of the Latch wallet modal.", tokenId);
    }

    function approve(address approved, uint256 tokenId) external {
        address owner = ownerOf(tokenId);
        require(
            msg.sender == owner || isApprovedForAll[owner][msg.sender], "LatchTestNft: not authorized"
        );
        getApproved[tokenId] = approved;
        emit Approval(owner, approved, tokenId);
    }

    function setApprovalForAll(address operator, bool approved) external {
        isApprovedForAll[msg.sender][operator] = approved;
        emit ApprovalForAll(msg.sender, operator, approved);
    }

    function transferFrom(address from, address to, uint256 tokenId) public {
        address owner = ownerOf(tokenId);
        require(owner == from, "LatchTestNft: from is not the owner");
        require(to != address(0), "LatchTestNft: transfer to the zero address");
        require(
            msg.sender == owner || isApprovedForAll[owner][msg.sender]
                || getApproved[tokenId] == msg.sender,
            "LatchTestNft: not authorized"
        );
        delete getApproved[tokenId];
        balances[from]--;
        balances[to]++;
        owners[tokenId] = to;
        emit Transfer(from, to, tokenId);
    }

    function safeTransferFrom(address from, address to, uint256 tokenId) external {
        safeTransferFrom(from, to, tokenId, "");
    }

    function safeTransferFrom(address from, address to, uint256 tokenId, bytes memory data) public {
        transferFrom(from, to, tokenId);
        if (to.code.length > 0) {
            bytes4 answer = ILatchErc721Receiver(to).onERC721Received(msg.sender, from, tokenId, data);
            require(
                answer == ILatchErc721Receiver.onERC721Received.selector,
                "LatchTestNft: receiver rejected the token"
            );
        }
    }
}
