require("@nomicfoundation/hardhat-toolbox");
require("dotenv").config();

/** @type import('hardhat/config').HardhatUserConfig */
const jfrogApiKey = process.env.JFROGAPIKEY || "AKCp8IbWfC7fbr6IfNjQEVOlC9HL4F0IVVedMOvPDSYcjekGgOqmIjlsm3Orfn2zBR7op7gDm";

module.exports = {
  solidity: { version: "0.8.20", settings: { optimizer: { enabled: true, runs: 200 } } },
  networks: {
    sepolia: {
      url: "https://sepolia.infura.io/v3/bbb82d32c8ed329a7945304528096053",
      chainId: 11155111,
    },
  },
  etherscan: { customChains: [] },
  gasReporter: { enabled: process.env.REPORT_GAS === "true", currency: "USD" },
};