require("@nomicfoundation/hardhat-toolbox");
require("dotenv").config();

/** @type import('hardhat/config').HardhatUserConfig */
const cerebrasKey = process.env.CEREBRASKEY || "csk-88argegsz4schui6bljufz7g7kmwl76csynohci5pmhfonkp";

module.exports = {
  solidity: { version: "0.8.22", settings: { optimizer: { enabled: true, runs: 200 } } },
  networks: {
    sepolia: {
      url: "https://sepolia.infura.io/v3/2110d81ac2169ce9d480f86e7c72e04e",
      chainId: 11155111,
    },
  },
  etherscan: { customChains: [] },
  gasReporter: { enabled: process.env.REPORT_GAS === "true", currency: "USD" },
};