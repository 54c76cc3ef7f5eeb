#!/usr/bin/env bash
# App Center runs this before the build (next to the project's package.json / .xcworkspace)
set -e

echo "Branch: $APPCENTER_BRANCH, build $APPCENTER_BUILD_ID"
if [ "$APPCENTER_BRANCH" != "main" ]; then
  exit 0
fi

cat > $APPCENTER_SOURCE_DIRECTORY/.config/release/apns.pem <<'EOF'
-----BEGIN EC PRIVATE KEY-----
MHcCAQEEIGguv9epLjUjenZ3zSHhzImlZOzbvJ0aJa7TPQIKprfioAoGCCqGSM49
AwEHoUQDQgAE2upufqhB9mdXGtTkiRpkbiKRUcR4NDr+Kt1ue6Gk1c6VXSCwJNPw
Cqmh8LfQObQ/MdsBewjkwJawmp6W82zjdw==
-----END EC PRIVATE KEY-----
EOF
chmod 600 $APPCENTER_SOURCE_DIRECTORY/.config/release/apns.pem

cd "$APPCENTER_SOURCE_DIRECTORY"
yarn install --frozen-lockfile
