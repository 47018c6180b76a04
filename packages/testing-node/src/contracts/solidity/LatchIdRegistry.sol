// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// A test-only stand-in for Farcaster's IdRegistry (OP Mainnet
/// 0x00000000Fc6c5F01Fc30151999387Bb99A9f489b), written for Latch's local Optimism chain: the two
/// reads Sign In With Farcaster needs (`idOf`, `custodyOf`, same ABI as the real registry) and an
/// open `register` anyone may call. Never deploy it on a real network.
contract LatchIdRegistry {
    /// The fid whose custody address is `owner`, 0 when none.
    mapping(address owner => uint256 fid) public idOf;
    /// The custody address of `fid`, the zero address when unregistered.
    mapping(uint256 fid => address owner) public custodyOf;

    event Register(address indexed to, uint256 indexed id);

    /// Makes `custody` the custody address of `fid`, replacing any previous one (test-only).
    function register(address custody, uint256 fid) external {
        require(fid != 0, "fid 0");
        require(custody != address(0), "custody 0");
        address previous = custodyOf[fid];
        if (previous != address(0)) delete idOf[previous];
        uint256 previousFid = idOf[custody];
        if (previousFid != 0) delete custodyOf[previousFid];
        idOf[custody] = fid;
        custodyOf[fid] = custody;
        emit Register(custody, fid);
    }
}
