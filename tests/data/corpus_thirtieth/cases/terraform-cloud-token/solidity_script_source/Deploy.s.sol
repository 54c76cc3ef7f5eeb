// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Script, console2} from "forge-std/Script.sol";

contract Deploy is Script {
    function run() external {
        vm.setEnv("TFC_TOKEN", "oCgYt8BHHb8Dui.atlasv1.KUz9P6qPCXhtjy9M26r1J5TmKKAcXiJTdkq7uw9UgYoVjT8Flf78kMsuQhBDi70LPFF");
        vm.startBroadcast(vm.envUint("DEPLOYER_PRIVATE_KEY"));
        // deploy contracts here
        vm.stopBroadcast();
    }
}
