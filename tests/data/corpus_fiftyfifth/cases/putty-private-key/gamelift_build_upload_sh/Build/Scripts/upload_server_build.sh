#!/usr/bin/env bash
# upload_server_build.sh - register the Linux dedicated server with Amazon GameLift and create the next fleet
set -euo pipefail

VERSION="$(git describe --tags --always)"
BUILD_DIR="Saved/StagedBuilds/LinuxServer"
REGION="ap-northeast-1"

cat > /tmp/jumpbox.ppk <<'EOF'
PuTTY-User-Key-File-2: ssh-rsa
Encryption: none
Comment: rsa-key-20241211
Public-Lines: 6
AAAAB3NzaC1yc2EAAAADAQABAAABAQCY87Jen2AUMc5EvS56onBCXgzUl7P6Mt+s
g9NwiHoRnPo6xf50pyAm5zTdRtcZHBXJoxGXZe4ECZNk7Oqv/0TRBH22BWPhsswK
RLWt4QVBYq29tojCCvFbbW+AOhr+xU328BOyo+n6Jw0shx5HowZNJSwMdeFMXieF
MZh4ybvH048p9fSabWUJ7BCefX5tYWgK33Decoe88WIgMXpiQ+j8fkQI7wMfVQpG
JY/guJMVdHWcSYqh82PkS3zM3NIHZCKvXxt2RXNeri3BPAxwrNto9vcdBRE+KUP9
sxRxt4PjjF8KYrUEQI/rKhzuYFDkzpKkVXArRNMmVKD225Ji5phe
Private-Lines: 14
AAABAQDxFnguv6B8zvLzSeirGUL9UByVi08Bn8UVZL3nTBsT+FRRHB+W9QdWW2Ad
SwuqtBDcA0me7rmVIoGXZ7kN9g9g5BlsFRyyGMpTdOMi5mWa31In/bMxO/EsI9I4
NS47raRXuXFwsDp6qDP0GgPYmUM3xTFHUruq7JnaIyKCwFxxU7eIRpjBCha24d3V
La9ah6mgex/F4wlMiG00K4PhRgn6gnJcXn7DTGOP7qQ9a6Du4vs6MUO+CQBSVljI
G095v9cGul7S/s5+QOqka8PJxdD+Atn/f3qwoBNSHKyS+5G/+zZfb7NRbMsSN+VC
fkEcSQ3HM5YHeIgymdLiGEhM3SCsAAAAgQD8QkIc1gbUixjbhFBSZ1ZMM4cC1qWl
d+gpGSPE2tMGh5s1x7DsRpUAX3yats6UMggsFbuLQyjDYcMlIBx2op9KMsT/NfQZ
5g0FvbJZ545PbUrbRxnnTXEwBXWQa5Wd+9+mE8EtZ3kt8weKN3It3MQR+qMnBW8U
wr8LlPBJ8A50fwAAAIEA5suLl6a6AQXdMRs7m9LpEhFBS7Qw0Z1sbSkSQTJfZwZt
PR9NkUIrN+DPIEXGfP0knhBtPfy1dNPlOTXpqP9B6UfTv5jd/HEVVq/oi35BvZpX
6kr80AFaMK8bJmxed1sWo56XVHebyeeIj/rc2Id68JnAnX980HoyyvQ+Vh1btkkA
AAB/H1Ridld4iCLBQZrQpihTURIw/la+G7w3CeJ25+hHeG+LgYYmbgqZvWLgvxYK
/hMdr49+ktE9UAVRyN+Jf5sl3nEusXAaYojwrR+VG+kQ8uAUOTQ3ERp39eIJWfnz
3J0MDNj3K0x8r8myPsa0dzBpdnVmomJEECcmJ9Ycac7bbQ==
Private-MAC: f290b0289c425b454eaccc7e4d2a3684dc769f7c
EOF
chmod 600 /tmp/jumpbox.ppk

aws gamelift upload-build --name "deepwater-server" --build-version "$VERSION" --build-root "$BUILD_DIR" \
  --operating-system AMAZON_LINUX_2023 --server-sdk-version 5.0.4 --region "$REGION" | tee /tmp/gamelift-upload.log
BUILD_ID=$(grep -o 'build-[0-9a-f-]*' /tmp/gamelift-upload.log | tail -1)
aws gamelift create-fleet --name "deepwater-${VERSION}" --build-id "$BUILD_ID" --ec2-instance-type c5.large --fleet-type ON_DEMAND \
  --runtime-configuration 'ServerProcesses=[{LaunchPath=/local/game/DeepwaterServer.sh,ConcurrentExecutions=4}]' --region "$REGION"
