#!/usr/bin/env bash
# upload_server_build.sh - register the Linux dedicated server with Amazon GameLift and create the next fleet
set -euo pipefail

VERSION="$(git describe --tags --always)"
BUILD_DIR="Saved/StagedBuilds/LinuxServer"
REGION="eu-west-1"

export SLACK_WORKFLOW_URL=https://hooks.slack.com/workflows/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

aws gamelift upload-build --name "harbor-lights-server" --build-version "$VERSION" --build-root "$BUILD_DIR" \
  --operating-system AMAZON_LINUX_2023 --server-sdk-version 5.1.2 --region "$REGION" | tee /tmp/gamelift-upload.log
BUILD_ID=$(grep -o 'build-[0-9a-f-]*' /tmp/gamelift-upload.log | tail -1)
aws gamelift create-fleet --name "harbor-lights-${VERSION}" --build-id "$BUILD_ID" --ec2-instance-type c5.large --fleet-type ON_DEMAND \
  --runtime-configuration 'ServerProcesses=[{LaunchPath=/local/game/HarborLightsServer.sh,ConcurrentExecutions=4}]' --region "$REGION"
