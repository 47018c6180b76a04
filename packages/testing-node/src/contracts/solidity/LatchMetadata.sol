// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// On-chain token metadata: `data:application/json;base64,…` documents whose image is a
/// `data:image/svg+xml;base64,…` square coloured from the token id.
library LatchMetadata {
    bytes internal constant BASE64_ALPHABET =
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

    /// `{"name":"<title> #<id>","description":"<description>","image":"data:image/svg+xml;base64,…"}`
    /// as a base64 data URL.
    function tokenJson(string memory title, string memory description, uint256 id)
        internal
        pure
        returns (string memory)
    {
        string memory label = string.concat(title, " #", toDecimal(id));
        string memory image =
            string.concat("data:image/svg+xml;base64,", base64(bytes(svg(label, id))));
        bytes memory json = abi.encodePacked(
            '{"name":"', label, '","description":"', description, '","image":"', image, '"}'
        );
        return string.concat("data:application/json;base64,", base64(json));
    }

    function svg(string memory label, uint256 id) internal pure returns (string memory) {
        string memory hue = toDecimal((id * 137) % 360);
        return string.concat(
            '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">',
            '<rect width="256" height="256" fill="hsl(', hue, ',70%,55%)"/>',
            '<text x="128" y="140" font-family="sans-serif" font-size="20" fill="#fff" text-anchor="middle">',
            label,
            "</text></svg>"
        );
    }

    function toDecimal(uint256 value) internal pure returns (string memory) {
        if (value == 0) return "0";
        uint256 length;
        for (uint256 rest = value; rest != 0; rest /= 10) length++;
        bytes memory digits = new bytes(length);
        for (; value != 0; value /= 10) digits[--length] = bytes1(uint8(48 + (value % 10)));
        return string(digits);
    }

    /// RFC 4648 base64 with `=` padding.
    function base64(bytes memory data) internal pure returns (string memory) {
        if (data.length == 0) return "";
        bytes memory encoded = new bytes(4 * ((data.length + 2) / 3));
        uint256 out;
        for (uint256 i = 0; i < data.length; i += 3) {
            uint256 chunk = uint256(uint8(data[i])) << 16;
            if (i + 1 < data.length) chunk |= uint256(uint8(data[i + 1])) << 8;
            if (i + 2 < data.length) chunk |= uint256(uint8(data[i + 2]));
            encoded[out++] = BASE64_ALPHABET[(chunk >> 18) & 63];
            encoded[out++] = BASE64_ALPHABET[(chunk >> 12) & 63];
            encoded[out++] = i + 1 < data.length ? BASE64_ALPHABET[(chunk >> 6) & 63] : bytes1("=");
            encoded[out++] = i + 2 < data.length ? BASE64_ALPHABET[chunk & 63] : bytes1("=");
        }
        return string(encoded);
    }
}
