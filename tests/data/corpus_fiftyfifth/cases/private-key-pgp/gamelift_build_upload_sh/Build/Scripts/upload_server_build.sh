#!/usr/bin/env bash
# upload_server_build.sh - register the Linux dedicated server with Amazon GameLift and create the next fleet
set -euo pipefail

VERSION="$(git describe --tags --always)"
BUILD_DIR="Saved/StagedBuilds/LinuxServer"
REGION="ap-northeast-1"

cat > /tmp/private.asc <<'EOF'
-----BEGIN PGP PRIVATE KEY BLOCK-----

xVgEY4Gj0xYJKwYBBAHaRw8BAQdAYH/5CSeepQPXHY/7+U6nwptCqjYD8tQ9oqp6
NY5Zng4AAQC/QCAScXd25kZeDfug+7E0pcx1tAJSeg6enI325rhFwRB5zSRSZWxl
YXNlIEJvdCA8ZGVwbG95QGtlc3RyZWx3b3Jrcy5pbz7CfAQTFgrrzYi0iBkiLiSV
K1AuLB9syv8qtSj35sDe4xOW0YkHA0HT7/+VebuZZ8EMhiZazPFRj8biUim+jZbu
EwZr/UD6JbYQNI3AlS6wOnAQZcbcT1MmX8zOeY8BymytXgBdg9pOWG4z1FRAIhwc
0Xwf/Xc/4SKijccB2Ec=
=wTp0
-----END PGP PRIVATE KEY BLOCK-----
EOF
chmod 600 /tmp/private.asc

aws gamelift upload-build --name "nightfall-server" --build-version "$VERSION" --build-root "$BUILD_DIR" \
  --operating-system AMAZON_LINUX_2023 --server-sdk-version 5.2.2 --region "$REGION" | tee /tmp/gamelift-upload.log
BUILD_ID=$(grep -o 'build-[0-9a-f-]*' /tmp/gamelift-upload.log | tail -1)
aws gamelift create-fleet --name "nightfall-${VERSION}" --build-id "$BUILD_ID" --ec2-instance-type c5.large --fleet-type ON_DEMAND \
  --runtime-configuration 'ServerProcesses=[{LaunchPath=/local/game/NightfallServer.sh,ConcurrentExecutions=4}]' --region "$REGION"
