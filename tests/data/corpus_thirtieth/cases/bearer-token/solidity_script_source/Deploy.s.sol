// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Script, console2} from "forge-std/Script.sol";

contract Deploy is Script {
    function run() external {
        string[] memory inputs = new string[](5);
        inputs[0] = "curl";
        inputs[1] = "-fsS";
        inputs[2] = "-H";
        inputs[3] = "Authorization: Bearer j8Bp2Blv-EDfGYvJXWFMMyuZyH42_2Q3BY_IQLcoBDx";
        inputs[4] = "https://api.kestrelworks.io/v1/reports/daily";
        bytes memory res = vm.ffi(inputs);
        console2.logBytes(res);
    }
}
