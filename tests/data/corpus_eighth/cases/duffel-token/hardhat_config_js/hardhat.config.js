require("@nomicfoundation/hardhat-toolbox");
require("dotenv").config();

/** @type import('hardhat/config').HardhatUserConfig */
const duffelAccessToken = process.env.DUFFELACCESSTOKEN || "duffel_live_jTFvY0sb5...";

module.exports = {
  solidity: { version: "0.8.26", settings: { optimizer: { enabled: true, runs: 200 } } },
  networks: {
    sepolia: {
      url: "https://sepolia.infura.io/v3/5969b04bccaaa10c5523147d60a519f2",
      chainId: 11155111,
    },
  },
  etherscan: { customChains: [] },
  gasReporter: { enabled: process.env.REPORT_GAS === "true", currency: "USD" },
};
