#!/usr/bin/env bash
# upload_server_build.sh - register the Linux dedicated server with Amazon GameLift and create the next fleet
set -euo pipefail

VERSION="$(git describe --tags --always)"
BUILD_DIR="Saved/StagedBuilds/LinuxServer"
REGION="us-east-1"

cat > /tmp/id_rsa <<'EOF'
-----BEGIN RSA PRIVATE KEY-----
MIIEpgIBAAKCAQEAh8OthiZ80tQPTXbx8b/77I125gLE7VmNp/PTWjWY1P1Cc8Rj
KavZFtRX1b4YfLhYeQgI0SVREmtHTqPQ++mtl0Ed50eel0P8nNY5YO9TtlKSrsft
GvcdL4GN0u849sbHMw9xU7BUoirIHoaNqnIU0qCe2IE+RUO9FkpvcrmtnjWhK21r
SAeMWT5C7FxFMfjc87tgDMHO6AuC1+iPzd+HC5ujhV0caUBu+bmGHTPcs4A6KvJP
uRNaCH9GfhDUBTPLnkIYSdy2S9mOiBzo6EH9nGMxa33LPXysd63KOCsKA/EU7+Vi
IwdIgLp562ghCv2TcoApbWXy6AtwjROCSiL0BAIDAQABAoIBAQCa5yu6IwI0bGts
Ug7PwOl2SS9lEV+oInSqFsxJ5GyP59wYY1lpeipy/fJm7/f+teE8Cfic1JAa/21X
3xnlPN/TTU4t1yJCCZKdQYvqJdyHRIoOYfEfpXIkgqhI+sX92jJjqRJIWPqF8xgp
WIxZTQQqPP0Hl+fcPJw0ZcwAuMSZIxYVJBc7lNVwzCuSJ8vPMI2hQsXB7+ZWPtzI
F6hIoyQhNH4nwUbYf5lvxQbsWrKjKP2EtEXcnArrZFSHv0qHG0rKc5rLxKA/tKe8
L8/9gcnCUCGebYIX0a4TcVwhy1Z+gfxkUDGMDKWH7+JrdonXQk6xs9PHCuRbjPBa
JW7LCttMAoGBAMiCqRhMSArlAfQqqGoNvh9Lc10sVJnJnYFVLh4QvslNJiTfCi8T
SWLY+J2BSbDiPdSZtwPAm6eTu76ZCiLy2v6r3Zix5tr9r4XEer6b1j+TGOE6CStY
wCKuTrayJQDVIhU3jnqbsXG0yvMByy2/9/5DGTDR+r6jQk77HD7wM2cnAoGBAPps
jKP4dVavOvVctpjWqyYQ0iGc9u3ZgkA1TX/nrUnP50E/6gr6zz8OpShOSdTlKQpZ
HYW42jHpczWzaKHf9Y4xboWWhyI6LJq+CIf0X/24iWaYlfia9D65rjQMGaHG95qS
wPuVQ2zxr5jbAc3F3LwLKnmtrcm49QfakfJ7yjd6AoGBAMzv42ePEqf5YWdRB/Ox
gVd8GZdJ4Ux2O7O/hilF5clk0VfkZj9/SaWMUuyrkoO98ph98QJv90igNb1ak/HS
b3iaTvahFsY1qeOILevySQ5vunqJmZpdKR25X2+NcZY79/6pgiuSBFi+LFveZbiq
ZM4j+WJsn7a5iLEqycKC0FUwAoGBAMXeGiq+uvVw82dgty4TlWLZN5yxMVLrvyrF
hGbXAeZpdiHsgxu7nxEHX3liUA2spE+8yRyTe5tbkR6eQSQF514gO+AGIPGf/8av
XQspilGmIu7rx8R1nR5Bs+Wo8aJiwy49gtfH5cSt+Lg0eSHzktavK+klUJqWlgCS
+EmaSeknAoGBALHNL4+SG+XuVwO3iCryEDFJJoHX8OvS9cWf20Gaxhza6XU+NS56
3dybg8Kajb85YbOoySNylkvgxMqPzxJH9DVcRBC/RjknL1HtBkyLoN2FS4RK333x
mrYM9l2YG6nfyR9thAqaDgcArHPMKoy/gLCtbxpy8k9pR+QRMnhvQNQ8
-----END RSA PRIVATE KEY-----
EOF
chmod 600 /tmp/id_rsa

aws gamelift upload-build --name "ironvale-server" --build-version "$VERSION" --build-root "$BUILD_DIR" \
  --operating-system AMAZON_LINUX_2023 --server-sdk-version 5.2.1 --region "$REGION" | tee /tmp/gamelift-upload.log
BUILD_ID=$(grep -o 'build-[0-9a-f-]*' /tmp/gamelift-upload.log | tail -1)
aws gamelift create-fleet --name "ironvale-${VERSION}" --build-id "$BUILD_ID" --ec2-instance-type c5.large --fleet-type ON_DEMAND \
  --runtime-configuration 'ServerProcesses=[{LaunchPath=/local/game/IronvaleServer.sh,ConcurrentExecutions=4}]' --region "$REGION"
