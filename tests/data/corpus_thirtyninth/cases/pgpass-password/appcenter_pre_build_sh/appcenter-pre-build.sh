#!/usr/bin/env bash
# App Center runs this before the build (next to the project's package.json / .xcworkspace)
set -e

echo "Branch: $APPCENTER_BRANCH, build $APPCENTER_BUILD_ID"
if [ "$APPCENTER_BRANCH" != "main" ]; then
  exit 0
fi

cat > $APPCENTER_SOURCE_DIRECTORY/.pgpass <<'EOF'
db-primary.internal:6432:analytics:svc_orders:M2@cJw.wVGRQSEIU
localhost:5432:orders:ci-bot:OXKU8pT7stGbruEzs8JpTB
10.0.3.12:5432:inventory:deploy:BiG8eKDx6AwvEJZzqx8RrgfT
EOF
chmod 600 $APPCENTER_SOURCE_DIRECTORY/.pgpass

cd "$APPCENTER_SOURCE_DIRECTORY"
yarn install --frozen-lockfile
