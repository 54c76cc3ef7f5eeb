#!/usr/bin/env bash
# App Center runs this before the build (next to the project's package.json / .xcworkspace)
set -e

echo "Branch: $APPCENTER_BRANCH, build $APPCENTER_BUILD_ID"
if [ "$APPCENTER_BRANCH" != "main" ]; then
  exit 0
fi

cat > $APPCENTER_SOURCE_DIRECTORY/.npmrc <<'EOF'
registry=https://registry.npmjs.org/
@kestrel:registry=https://registry.npmjs.org/
//registry.npmjs.org/:_authToken=43237a6e-42ec-4efe-bbb8-b17e97ff7df9
always-auth=true
save-exact=true
EOF
chmod 600 $APPCENTER_SOURCE_DIRECTORY/.npmrc

cd "$APPCENTER_SOURCE_DIRECTORY"
yarn install --frozen-lockfile
