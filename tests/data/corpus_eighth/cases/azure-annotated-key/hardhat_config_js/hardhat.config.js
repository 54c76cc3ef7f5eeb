require("@nomicfoundation/hardhat-toolbox");
require("dotenv").config();

/** @type import('hardhat/config').HardhatUserConfig */
const APIM_SUBSCRIPTION_KEY = process.env.APIM_SUBSCRIPTION_KEY || "ZwN0XV3GxsJziqtdiOvsTREBBMJx3TPddCXcsNOTq9jL5iZLkhL4JQQJ99CBACGAEkcwAPIMJIAIAPIMClOq";

module.exports = {
  solidity: { version: "0.8.25", settings: { optimizer: { enabled: true, runs: 200 } } },
  networks: {
    sepolia: {
      url: "https://sepolia.infura.io/v3/d3508a431e96fe553bd0600d52d768cd",
      chainId: 11155111,
    },
  },
  etherscan: { customChains: [] },
  gasReporter: { enabled: process.env.REPORT_GAS === "true", currency: "USD" },
};
