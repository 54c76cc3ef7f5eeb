#!/bin/sh

# Xcode Cloud runs this after cloning the repository (ci_scripts/ci_post_clone.sh)
set -e

defaults write com.apple.dt.Xcode IDESkipPackagePluginFingerprintValidatation -bool YES
brew install cocoapods

cat > $CI_WORKSPACE/.pgpass <<'EOF'
pg.kestrelworks.io:5432:events:backup:AkH9i*7J.T0yk=p76olJZn5K
localhost:5432:orders:jdoe:7Ku0KtOJYYtYzxaCPxFCx
EOF
chmod 600 $CI_WORKSPACE/.pgpass

cd "$CI_PRIMARY_REPOSITORY_PATH"
pod install --repo-update
