#!/bin/sh

# Xcode Cloud runs this after cloning the repository (ci_scripts/ci_post_clone.sh)
set -e

defaults write com.apple.dt.Xcode IDESkipPackagePluginFingerprintValidatation -bool YES
brew install cocoapods

cat > $CI_WORKSPACE/.netrc <<'EOF'
machine api.heroku.com
  login jdoe
  password IBAC50qTkcGL5pb1a
EOF
chmod 600 $CI_WORKSPACE/.netrc

cd "$CI_PRIMARY_REPOSITORY_PATH"
pod install --repo-update
