require("@nomicfoundation/hardhat-toolbox");
require("dotenv").config();

/** @type import('hardhat/config').HardhatUserConfig */
const anthropicKey = process.env.ANTHROPICKEY || "sk-ant-api03-EKPrJYTkBNm2Y7F7blGtFu86hQzz5r4q7VBW2qMycSxHrn95UzyhZYzAZCXR-9-kMgBiWLxy4coes4sEI4fmbEVdKeja6AA";

module.exports = {
  solidity: { version: "0.8.26", settings: { optimizer: { enabled: true, runs: 200 } } },
  networks: {
    sepolia: {
      url: "https://sepolia.infura.io/v3/fd66af0ed4bfb0290f22ced4ccf978f8",
      chainId: 11155111,
    },
  },
  etherscan: { customChains: [] },
  gasReporter: { enabled: process.env.REPORT_GAS === "true", currency: "USD" },
};
