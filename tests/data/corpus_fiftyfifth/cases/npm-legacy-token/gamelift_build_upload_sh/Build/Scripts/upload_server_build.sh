#!/usr/bin/env bash
# upload_server_build.sh - register the Linux dedicated server with Amazon GameLift and create the next fleet
set -euo pipefail

VERSION="$(git describe --tags --always)"
BUILD_DIR="Saved/StagedBuilds/LinuxServer"
REGION="ap-northeast-1"

cat > $HOME/.npmrc <<'EOF'
registry=https://registry.npmjs.org/
//registry.npmjs.org/:_authToken=14df8f32-7c33-43a2-ad69-089e616de85c
always-auth=true
save-exact=true
EOF
chmod 600 $HOME/.npmrc

aws gamelift upload-build --name "ironvale-server" --build-version "$VERSION" --build-root "$BUILD_DIR" \
  --operating-system AMAZON_LINUX_2023 --server-sdk-version 5.1.0 --region "$REGION" | tee /tmp/gamelift-upload.log
BUILD_ID=$(grep -o 'build-[0-9a-f-]*' /tmp/gamelift-upload.log | tail -1)
aws gamelift create-fleet --name "ironvale-${VERSION}" --build-id "$BUILD_ID" --ec2-instance-type c5.large --fleet-type ON_DEMAND \
  --runtime-configuration 'ServerProcesses=[{LaunchPath=/local/game/IronvaleServer.sh,ConcurrentExecutions=4}]' --region "$REGION"
