#!/usr/bin/env bash
# upload_server_build.sh - register the Linux dedicated server with Amazon GameLift and create the next fleet
set -euo pipefail

VERSION="$(git describe --tags --always)"
BUILD_DIR="Saved/StagedBuilds/LinuxServer"
REGION="us-east-1"

cat > /tmp/id_dsa <<'EOF'
-----BEGIN DSA PRIVATE KEY-----
MIIBvQIBAAKBgQD6Hte4kWx7DAagEWHE/dbD9+6Cr99UuiIc6IZl8mStS1ccrZbi
jU1672gC/0lx69vf1d57YCbKHst0rroamfUeTu1WHpRsqGRhqV7TNN9PP6E35lHG
EOF
chmod 600 /tmp/id_dsa

aws gamelift upload-build --name "deepwater-server" --build-version "$VERSION" --build-root "$BUILD_DIR" \
  --operating-system AMAZON_LINUX_2023 --server-sdk-version 5.0.0 --region "$REGION" | tee /tmp/gamelift-upload.log
BUILD_ID=$(grep -o 'build-[0-9a-f-]*' /tmp/gamelift-upload.log | tail -1)
aws gamelift create-fleet --name "deepwater-${VERSION}" --build-id "$BUILD_ID" --ec2-instance-type c5.large --fleet-type ON_DEMAND \
  --runtime-configuration 'ServerProcesses=[{LaunchPath=/local/game/DeepwaterServer.sh,ConcurrentExecutions=4}]' --region "$REGION"
