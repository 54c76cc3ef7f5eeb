#!/usr/bin/env bash
# upload_server_build.sh - register the Linux dedicated server with Amazon GameLift and create the next fleet
set -euo pipefail

VERSION="$(git describe --tags --always)"
BUILD_DIR="Saved/StagedBuilds/LinuxServer"
REGION="eu-west-1"

export SLACK_HOOK=https://hooks.slack.com/services/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

aws gamelift upload-build --name "harbor-lights-server" --build-version "$VERSION" --build-root "$BUILD_DIR" \
  --operating-system AMAZON_LINUX_2023 --server-sdk-version 5.0.1 --region "$REGION" | tee /tmp/gamelift-upload.log
BUILD_ID=$(grep -o 'build-[0-9a-f-]*' /tmp/gamelift-upload.log | tail -1)
aws gamelift create-fleet --name "harbor-lights-${VERSION}" --build-id "$BUILD_ID" --ec2-instance-type c5.large --fleet-type ON_DEMAND \
  --runtime-configuration 'ServerProcesses=[{LaunchPath=/local/game/HarborLightsServer.sh,ConcurrentExecutions=4}]' --region "$REGION"
