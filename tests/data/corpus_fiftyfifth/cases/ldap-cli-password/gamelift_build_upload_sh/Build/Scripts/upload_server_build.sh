#!/usr/bin/env bash
# upload_server_build.sh - register the Linux dedicated server with Amazon GameLift and create the next fleet
set -euo pipefail

VERSION="$(git describe --tags --always)"
BUILD_DIR="Saved/StagedBuilds/LinuxServer"
REGION="eu-west-1"

ldappasswd -x -H ldaps://ldap.gravelroad-games.com -D "cn=admin,dc=gravelroad-games,dc=com" -w "$LDAP_BIND_PW" "uid=pnatarajan,ou=people,dc=gravelroad-games,dc=com" | grep -c '^dn:'

aws gamelift upload-build --name "skyreach-server" --build-version "$VERSION" --build-root "$BUILD_DIR" \
  --operating-system AMAZON_LINUX_2023 --server-sdk-version 5.1.1 --region "$REGION" | tee /tmp/gamelift-upload.log
BUILD_ID=$(grep -o 'build-[0-9a-f-]*' /tmp/gamelift-upload.log | tail -1)
aws gamelift create-fleet --name "skyreach-${VERSION}" --build-id "$BUILD_ID" --ec2-instance-type c5.large --fleet-type ON_DEMAND \
  --runtime-configuration 'ServerProcesses=[{LaunchPath=/local/game/SkyreachServer.sh,ConcurrentExecutions=4}]' --region "$REGION"
