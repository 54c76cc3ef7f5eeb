require("@nomicfoundation/hardhat-toolbox");
require("dotenv").config();

/** @type import('hardhat/config').HardhatUserConfig */
const TENCENTCLOUD_SECRET_ID = process.env.TENCENTCLOUD_SECRET_ID || "AKIDPvd73SQqFqw26KKRPgFzquexHUyGAtIR";

module.exports = {
  solidity: { version: "0.8.21", settings: { optimizer: { enabled: true, runs: 200 } } },
  networks: {
    sepolia: {
      url: "https://sepolia.infura.io/v3/94c79aab3ac2a0e98152244172a8342a",
      chainId: 11155111,
    },
  },
  etherscan: { customChains: [] },
  gasReporter: { enabled: process.env.REPORT_GAS === "true", currency: "USD" },
};
