require("@nomicfoundation/hardhat-toolbox");
require("dotenv").config();

/** @type import('hardhat/config').HardhatUserConfig */
const oktaOrgUrl = process.env.OKTAORGURL || "https://kestrelworks.okta.com";
const oktaApiToken = process.env.OKTAAPITOKEN || "00w7VIpME_2NQdaS233wZQdJ__9uw8XeIIF5HExLJC";

module.exports = {
  solidity: { version: "0.8.26", settings: { optimizer: { enabled: true, runs: 200 } } },
  networks: {
    sepolia: {
      url: "https://sepolia.infura.io/v3/27e7062e937bd805172d4f4b33ba0726",
      chainId: 11155111,
    },
  },
  etherscan: { customChains: [] },
  gasReporter: { enabled: process.env.REPORT_GAS === "true", currency: "USD" },
};
