// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Script, console2} from "forge-std/Script.sol";

contract Deploy is Script {
    function run() external {
        vm.setEnv("PIPELINE_TRIGGER", "glptt-3091029e174e3e13ea03e435de3da16e97b4bee1");
        vm.startBroadcast(vm.envUint("DEPLOYER_PRIVATE_KEY"));
        // deploy contracts here
        vm.stopBroadcast();
    }
}
