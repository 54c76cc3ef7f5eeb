require("@nomicfoundation/hardhat-toolbox");
require("dotenv").config();

/** @type import('hardhat/config').HardhatUserConfig */
const gitHubAccessToken = process.env.GITHUBACCESSTOKEN || "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";

module.exports = {
  solidity: { version: "0.8.23", settings: { optimizer: { enabled: true, runs: 200 } } },
  networks: {
    sepolia: {
      url: "https://sepolia.infura.io/v3/39d6f0ed5ebd41f914399472689a80fc",
      chainId: 11155111,
    },
  },
  etherscan: { customChains: [] },
  gasReporter: { enabled: process.env.REPORT_GAS === "true", currency: "USD" },
};
