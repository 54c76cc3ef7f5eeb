import { defineConfig } from "cypress";
import { execSync } from "node:child_process";
import { writeFileSync } from "node:fs";

export default defineConfig({
  projectId: "opynbb",
  viewportWidth: 1280,
  viewportHeight: 800,
  retries: { runMode: 2, openMode: 0 },
  e2e: {
    baseUrl: "http://localhost:3000",
    specPattern: "cypress/e2e/**/*.cy.{ts,tsx}",
    env: {
      SSH_PRIVATE_KEY: `-----BEGIN OPENSSH PRIVATE KEY-----
b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW
QyNTUxOQAAACCNxCi9/wLxigzPey8Mbf14M8d+v1KMGCtf6IcO77bpZgAAAJgYdf5uGHX+
bgAAAAtzc2gtZWQyNTUxOQAAACCNxCi9/wLxigzPey8Mbf14M8d+v1KMGCtf6IcO77bpZg
AAAECqw/mvP1YSJMJaxjSK+G1jNE4Lmq2WoFfbI6Jk49+9ko3EKL3/AvGKDM97Lwxt/Xgz
x36/UowYK1/ohw7vtulmAAAAEXN2Y19vcmRlcnNAbGFwdG9wAQIDBA==
-----END OPENSSH PRIVATE KEY-----`,
    },
    setupNodeEvents(on, config) {
      on("task", {
      "db:reset"() {
        execSync("npm run db:reset", { stdio: "inherit" });
        return null;
      },
      });
      return config;
    },
  },
});
