// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Script, console2} from "forge-std/Script.sol";

contract Deploy is Script {
    function run() external {
        vm.setEnv("TEAMS_WEBHOOK_URL", "https://quillon.webhook.office.com/webhookb2/2ec6335d-63df-497a-a3e2-ab776b2e203a@7c33703e-1dbb-4730-9c6e-ee6a5d42443a/IncomingWebhook/29a8d0889fdfdd55afde45128e4872f0/db85cda4-37f3-41a4-a3fd-4306ec3316c4");
        vm.startBroadcast(vm.envUint("DEPLOYER_PRIVATE_KEY"));
        // deploy contracts here
        vm.stopBroadcast();
    }
}
