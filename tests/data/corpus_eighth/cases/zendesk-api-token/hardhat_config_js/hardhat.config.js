require("@nomicfoundation/hardhat-toolbox");
require("dotenv").config();

/** @type import('hardhat/config').HardhatUserConfig */
const zendeskEmail = process.env.ZENDESKEMAIL || "m.okafor@kestrelworks.io/token";
const zendeskSubdomain = process.env.ZENDESKSUBDOMAIN || "kestrelworks";
const zdToken = process.env.ZDTOKEN || "nk8bfX4qLpnrPk5vOT0dsxUQNYVz9TeDq6kiokDd";

module.exports = {
  solidity: { version: "0.8.21", settings: { optimizer: { enabled: true, runs: 200 } } },
  networks: {
    sepolia: {
      url: "https://sepolia.infura.io/v3/c7c8a7110b02293dc07c51127fb0bef7",
      chainId: 11155111,
    },
  },
  etherscan: { customChains: [] },
  gasReporter: { enabled: process.env.REPORT_GAS === "true", currency: "USD" },
};