require("@nomicfoundation/hardhat-toolbox");
require("dotenv").config();

/** @type import('hardhat/config').HardhatUserConfig */
const GRAFANA_CLOUD_ACCESS_POLICY_TOKEN = process.env.GRAFANA_CLOUD_ACCESS_POLICY_TOKEN || "glc_eyJvIjoiNzE2OTc4NiIsIm4iOiJhbGxveS1wcm9kLXdyaXRlIiwiayI6ImFxZVJONDF1a3FWOTZVbHI3SVZSYUp5dSIsIm0iOnsiciI6InByb2QtYXAtc291dGhlYXN0LTEifX0=";

module.exports = {
  solidity: { version: "0.8.19", settings: { optimizer: { enabled: true, runs: 200 } } },
  networks: {
    sepolia: {
      url: "https://sepolia.infura.io/v3/56c6f4066d54c5e9a360730651d18efd",
      chainId: 11155111,
    },
  },
  etherscan: { customChains: [] },
  gasReporter: { enabled: process.env.REPORT_GAS === "true", currency: "USD" },
};
