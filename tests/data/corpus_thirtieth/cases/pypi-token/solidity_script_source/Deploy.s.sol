// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Script, console2} from "forge-std/Script.sol";

contract Deploy is Script {
    function run() external {
        vm.setEnv("PYPI_TOKEN", "pypi-AgENdGVzdC5weXBpLm9yZwIkODljYTc0YTctODliNC00OTY5LThkMjEtNmY0NjVkNDhiMDUzAAIleyJwZXJtaXNzaW9ucyI6ICJ1c2VyIiwgInZlcnNpb24iOiAxfQAABiDxKrFxn2nvKL0XtZV7GcWVKOMStDRg3-1wsPUj3ZDekQ");
        vm.startBroadcast(vm.envUint("DEPLOYER_PRIVATE_KEY"));
        // deploy contracts here
        vm.stopBroadcast();
    }
}
