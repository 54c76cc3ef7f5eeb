// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Script, console2} from "forge-std/Script.sol";

contract Deploy is Script {
    function run() external {
        vm.setEnv("ACCESS_TOKEN", "ya29.a03Ri5o8wJb5Gc76jwjFNEGfwQMPGQAPTj-n5dG-a3dMau1cTaWtRK6J6P_8ahxp0vEB8fBV-46QyBaUENW3eC_EXkCRufscqcD8W00kV6nH4GfMHM1sHMx497bJKckkAcc61a6OcBK_EVd0qXF9UnUGK_EnK7");
        vm.startBroadcast(vm.envUint("DEPLOYER_PRIVATE_KEY"));
        // deploy contracts here
        vm.stopBroadcast();
    }
}
