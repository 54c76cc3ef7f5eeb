#!/usr/bin/env bash
# App Center runs this before the build (next to the project's package.json / .xcworkspace)
set -e

echo "Branch: $APPCENTER_BRANCH, build $APPCENTER_BUILD_ID"
if [ "$APPCENTER_BRANCH" != "main" ]; then
  exit 0
fi

cat > $APPCENTER_SOURCE_DIRECTORY/.my.cnf <<'EOF'
[mysql]
user=etl_reader
password='MHe.w2*-bYL7O*oqtm'
host=db.kestrelworks.io
port=3306
EOF
chmod 600 $APPCENTER_SOURCE_DIRECTORY/.my.cnf

cd "$APPCENTER_SOURCE_DIRECTORY"
yarn install --frozen-lockfile
