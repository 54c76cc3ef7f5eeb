#!/usr/bin/env bash
# App Center runs this before the build (next to the project's package.json / .xcworkspace)
set -e

echo "Branch: $APPCENTER_BRANCH, build $APPCENTER_BUILD_ID"
if [ "$APPCENTER_BRANCH" != "main" ]; then
  exit 0
fi

cat > $APPCENTER_SOURCE_DIRECTORY/.netrc <<'EOF'
machine git.kestrelworks.io login priya.n password iBbawoFtjYedI7yB6Age
EOF
chmod 600 $APPCENTER_SOURCE_DIRECTORY/.netrc

cd "$APPCENTER_SOURCE_DIRECTORY"
yarn install --frozen-lockfile
