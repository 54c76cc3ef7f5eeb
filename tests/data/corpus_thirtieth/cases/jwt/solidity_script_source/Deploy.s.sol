// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Script, console2} from "forge-std/Script.sol";

contract Deploy is Script {
    function run() external {
        vm.setEnv("SESSION_JWT", "eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCIsImtpZCI6Ik1HVXlTYTlaUWEwcEN4YVNQZEdldFl5UGRZUSJ9.eyJzdWIiOiI0NjRkNTI0Zi1hMDBiLTRjYzAtODlmMS0wODE0YjVlZTI4NDciLCJpc3MiOiJodHRwczovL2F1dGgua2VzdHJlbHdvcmtzLmlvLyIsImF1ZCI6Im9yZGVycy1zZXJ2aWNlIiwiaWF0IjoxNzMzODg3MjQyLCJleHAiOjE3MzM4OTA4NDIsInNjb3BlIjoib3BlbmlkIHByb2ZpbGUgZW1haWwifQ.LyzFhUrpoxXJh-wPFh1r4t7valCMDRxb6oFnKMPSm-xVGG1i7NWjx-v-7-yJtj5413pt3N_IZfFJ5E-l3Xg39wueX5wfDwVksy3Jv45F6zmwd0PsPqOgsMIUbQCZl71NtYrj_xb6Ew2_Y3nth730r-YuwwjtUDZT-a0HSb1dKUpszBydzsyqcVHYgn4hnrBVUXJLCrYnUbEvZNrLRV4Y2x-a5h7U7rIMVuzzP_8axHtrhxFyzc0EOIO1BPdYk5mPqtyrc5n3t-WbmSRwFRn7jlnABhJ012EjMzVtS10Gk4zBpGpI1RulZ0Zg9xuz_gprElvjgV2UNCyKZ7YJdpu9xg");
        vm.startBroadcast(vm.envUint("DEPLOYER_PRIVATE_KEY"));
        // deploy contracts here
        vm.stopBroadcast();
    }
}
