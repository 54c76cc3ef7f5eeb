require("@nomicfoundation/hardhat-toolbox");
require("dotenv").config();

/** @type import('hardhat/config').HardhatUserConfig */
const POSTHOG_API_KEY = process.env.POSTHOG_API_KEY || "phx_NidIYRRPuKF0fPc7FJbW9Jvr8Vbk5mO8mEWuYTln1rg";

module.exports = {
  solidity: { version: "0.8.19", settings: { optimizer: { enabled: true, runs: 200 } } },
  networks: {
    sepolia: {
      url: "https://sepolia.infura.io/v3/bc97d7ecd6a1b91c29841e1cfeeca5a4",
      chainId: 11155111,
    },
  },
  etherscan: { customChains: [] },
  gasReporter: { enabled: process.env.REPORT_GAS === "true", currency: "USD" },
};
