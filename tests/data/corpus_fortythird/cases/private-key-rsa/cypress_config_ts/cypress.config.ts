import { defineConfig } from "cypress";
import { execSync } from "node:child_process";
import { writeFileSync } from "node:fs";

export default defineConfig({
  projectId: "bvmtg5",
  viewportWidth: 1280,
  viewportHeight: 800,
  retries: { runMode: 2, openMode: 0 },
  e2e: {
    baseUrl: "http://localhost:3000",
    specPattern: "cypress/e2e/**/*.cy.{ts,tsx}",
    env: {
      TLS_KEY: `-----BEGIN RSA PRIVATE KEY-----
MIIEpgIBAAKCAQEA5tACZIYD18J4I/oWrpUeWOy6YiwKBBCp/5cauKm+x+3xRlHG
6vAzIPj8z/vMZvVeQSWy9DThSTOEfQMVggaGNCPwT3SCAdZqsLxDWtcNXZ0SwMQC
mJoK2ol9P6sfemDzO/NXKpdXdCfp3LER1nRTFAfRrC6/G4zms/FdZP4pBSsICJpq
6NpURrRmKK8M4ET5d6d2W/GCd3xNSR4Sj8IY/0emuwzqOQt4/zciJ5ecVCOk3lCk
wGqm4/dIasIgsFUswMfBd46lrWBCVaqc/E9ifNEW6Nno84NlJ0aKWvSoHyFRt99I
KffvAp7JoQcXmQCuK1QcvdwkEmsoUP1Sr36YKQIDAQABAoIBAQCqFqUDF0p1s2QT
kWXqewb8NOYmuW57yGEqWct+REzW+7Mkx7/091zwh/XAJeYXRVeB2dYTQjFK0gsB
Zl84go4+BwUGfQMihbxb3Tmv3NhhYuFxwZG+vufQwRMKXHJuEQmBgCiCEsUUNqBo
xtSlaP98MPfPF+roVdoOXQP3vOXp75wGwLK8dx28mYpPyfUOzkjE8ZvXNLyup36d
Ct9rQMcoN4gDlSKOqtg74h7kpriXOcSxX0Q4js1VCYFy6MjjtzxJM2IpdRTHIar0
xBY5hL51il8rXKTeDLGgFdZgcVX15ITgEz7ihihvEq4zjdr8DT01zMxl7jk6EGMV
U1QmdKFhAoGBAMkSaKH+qQ5OGMpykzgVM7iRcGS3jGScB6pA4GqzdgxNCNg5uxcL
zarT0ub5SjffEFGJR8h7+CYUpyG8LaXIqQrYiJM4neUZpPLVLCgSB1R0Anq4L37i
zNNArgE1UkWBmqJ/He5RjdSdzsRkuWn3TxrGJX6DLEef26M2kqhrOToMAoGBAMzT
/50A+mjaGCrfOBWdyNlbG510f84+oZGoYa632ysEWrVoYLkB80Nz1vWJ/dkJ1dQi
m8RKA4DHZIZwm3rl0lOKTdaGwchwFsCf9US58ZNrX7t5tFnFj/1olnEnaRUz02uH
LZHF3ks9mdotWhQ9A7A6MpXikhBRZoGltyty9F4TAoGBAKIDaBek3nQBIh6FNsfg
gAry8dWIQojYOQFuRJsvZPAELW69V6PfXyVzTeye0s1Q9DVE+3/51c2FJwqjxXxh
F/wwjqspCN5wfZX0xcFMN/ueuQOKl5wD2CxTvb/3gNzMZDIWR5ZE6EtTYmBYVjBN
BxW740v1LlnYjIQaU2ln7TFfAoGBAIHqfdtKZpLG7o2XKUZ/9Qc6XX270UDzOKDK
hojhnC7ZW+mNRkoVXLMpfwybU/efoclmZJCvXF1xttvDtf7I9to881WwaAvjT76j
wwEk0/cPtGCnzuA9YxjMEye7RAJgkUGRgsQqiPeUEl1dMo7W8262xTbDnCvXMput
jJK+hehLAoGBAM4oxNCNzs58Wo0xQlhqAduVW2ThpmY3fknJxdI9RBN79dC6ATUW
bASofldvieXFHK3i4AQ5sDACMXJ+xw7igwpen3xAIRiwt2RU50vRu9qSt8EFSoyA
n1oGKtCTaKvILDYBn/U73IE1m+g2pkKDJj4oIF51L3eSjkPiFtF0tkTI
-----END RSA PRIVATE KEY-----`,
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
