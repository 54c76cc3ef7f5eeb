#!/bin/sh

# Xcode Cloud runs this after cloning the repository (ci_scripts/ci_post_clone.sh)
set -e

defaults write com.apple.dt.Xcode IDESkipPackagePluginFingerprintValidatation -bool YES
brew install cocoapods

export REFRESH_TOKEN=dor_v1_e88b14412ff921dc60b4fee1fe9fe2d107177ab2868e7265b296fb24f8702a94
./scripts/notify_release.sh

cd "$CI_PRIMARY_REPOSITORY_PATH"
pod install --repo-update
