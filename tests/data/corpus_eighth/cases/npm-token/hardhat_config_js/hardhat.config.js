require("@nomicfoundation/hardhat-toolbox");
require("dotenv").config();

/** @type import('hardhat/config').HardhatUserConfig */
const npmAuthToken = process.env.NPMAUTHTOKEN || "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";

module.exports = {
  solidity: { version: "0.8.25", settings: { optimizer: { enabled: true, runs: 200 } } },
  networks: {
    sepolia: {
      url: "https://sepolia.infura.io/v3/f787c4c9ffe1ee1931252bcf20c5a734",
      chainId: 11155111,
    },
  },
  etherscan: { customChains: [] },
  gasReporter: { enabled: process.env.REPORT_GAS === "true", currency: "USD" },
};
