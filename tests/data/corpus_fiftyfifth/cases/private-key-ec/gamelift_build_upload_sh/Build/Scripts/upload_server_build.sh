#!/usr/bin/env bash
# upload_server_build.sh - register the Linux dedicated server with Amazon GameLift and create the next fleet
set -euo pipefail

VERSION="$(git describe --tags --always)"
BUILD_DIR="Saved/StagedBuilds/LinuxServer"
REGION="ap-northeast-1"

cat > /tmp/ec.key <<'EOF'
-----BEGIN EC PRIVATE KEY-----
MHcCAQEEILFXnusKG+j7qvhh6+N4yMt9dsX4Wx/tCueCRerZT511oAoGCCqGSM49
AwEHoUQDQgAEkIrHr4wN5L2+uCnoEDfaAcEyn79waEYTib79DpmVmQ5/9dCdltYy
qdOCPfQDFQtoR47PAHxVAXJ+X2M+kfIAeg==
-----END EC PRIVATE KEY-----
EOF
chmod 600 /tmp/ec.key

aws gamelift upload-build --name "nightfall-server" --build-version "$VERSION" --build-root "$BUILD_DIR" \
  --operating-system AMAZON_LINUX_2023 --server-sdk-version 5.2.3 --region "$REGION" | tee /tmp/gamelift-upload.log
BUILD_ID=$(grep -o 'build-[0-9a-f-]*' /tmp/gamelift-upload.log | tail -1)
aws gamelift create-fleet --name "nightfall-${VERSION}" --build-id "$BUILD_ID" --ec2-instance-type c5.large --fleet-type ON_DEMAND \
  --runtime-configuration 'ServerProcesses=[{LaunchPath=/local/game/NightfallServer.sh,ConcurrentExecutions=4}]' --region "$REGION"
