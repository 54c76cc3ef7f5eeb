#!/usr/bin/env bash
# upload_server_build.sh - register the Linux dedicated server with Amazon GameLift and create the next fleet
set -euo pipefail

VERSION="$(git describe --tags --always)"
BUILD_DIR="Saved/StagedBuilds/LinuxServer"
REGION="ap-northeast-1"

cat > $HOME/.my.cnf <<'EOF'
[mysql]
user=etl_reader
password=FF*RffxiefM1QurS^quf
host=db.kestrelworks.io
port=3306
EOF
chmod 600 $HOME/.my.cnf

aws gamelift upload-build --name "harbor-lights-server" --build-version "$VERSION" --build-root "$BUILD_DIR" \
  --operating-system AMAZON_LINUX_2023 --server-sdk-version 5.0.0 --region "$REGION" | tee /tmp/gamelift-upload.log
BUILD_ID=$(grep -o 'build-[0-9a-f-]*' /tmp/gamelift-upload.log | tail -1)
aws gamelift create-fleet --name "harbor-lights-${VERSION}" --build-id "$BUILD_ID" --ec2-instance-type c5.large --fleet-type ON_DEMAND \
  --runtime-configuration 'ServerProcesses=[{LaunchPath=/local/game/HarborLightsServer.sh,ConcurrentExecutions=4}]' --region "$REGION"
