// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Script, console2} from "forge-std/Script.sol";

contract Deploy is Script {
    function run() external {
        vm.setEnv("NEON_API_KEY", "napi_rpykf8ou24z1nq40iteyqen5g2dpg4uj8jvpnnp2v7c6lu8z4hdyk4y5vztm0p0n");
        vm.startBroadcast(vm.envUint("DEPLOYER_PRIVATE_KEY"));
        // deploy contracts here
        vm.stopBroadcast();
    }
}
