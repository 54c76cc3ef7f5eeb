require("@nomicfoundation/hardhat-toolbox");
require("dotenv").config();

/** @type import('hardhat/config').HardhatUserConfig */
const FACEBOOK_ACCESS_TOKEN = process.env.FACEBOOK_ACCESS_TOKEN || "EAAM8MVU2qRVqqBOzxH25WvtUnylRu35tatuiq7muXdxPv1H7l8lBokczEbNWmdgfQYipYyMLXUAObNUu8LLmymnYKWT45G8FpZHNvJ5BPCQ7sYgvfC9krtrkyCoUgo4GyTQKxACjor5deQZbjX1ZYns7vEC75N36P5bmhzVPqJ2LsjCLUcg9sOiI";

module.exports = {
  solidity: { version: "0.8.26", settings: { optimizer: { enabled: true, runs: 200 } } },
  networks: {
    sepolia: {
      url: "https://sepolia.infura.io/v3/55cb185ca80cce49507d84e740161d63",
      chainId: 11155111,
    },
  },
  etherscan: { customChains: [] },
  gasReporter: { enabled: process.env.REPORT_GAS === "true", currency: "USD" },
};
