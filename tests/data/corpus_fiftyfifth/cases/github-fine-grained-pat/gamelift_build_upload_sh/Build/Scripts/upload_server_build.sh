#!/usr/bin/env bash
# upload_server_build.sh - register the Linux dedicated server with Amazon GameLift and create the next fleet
set -euo pipefail

VERSION="$(git describe --tags --always)"
BUILD_DIR="Saved/StagedBuilds/LinuxServer"
REGION="us-east-1"

export GH_PAT=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

aws gamelift upload-build --name "harbor-lights-server" --build-version "$VERSION" --build-root "$BUILD_DIR" \
  --operating-system AMAZON_LINUX_2023 --server-sdk-version 5.2.0 --region "$REGION" | tee /tmp/gamelift-upload.log
BUILD_ID=$(grep -o 'build-[0-9a-f-]*' /tmp/gamelift-upload.log | tail -1)
aws gamelift create-fleet --name "harbor-lights-${VERSION}" --build-id "$BUILD_ID" --ec2-instance-type c5.large --fleet-type ON_DEMAND \
  --runtime-configuration 'ServerProcesses=[{LaunchPath=/local/game/HarborLightsServer.sh,ConcurrentExecutions=4}]' --region "$REGION"
