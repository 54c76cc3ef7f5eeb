#!/bin/sh

# Xcode Cloud runs this after cloning the repository (ci_scripts/ci_post_clone.sh)
set -e

defaults write com.apple.dt.Xcode IDESkipPackagePluginFingerprintValidatation -bool YES
brew install cocoapods

export SHIPPO_API_TOKEN=shippo_test_cd8510964444b9fa4dd4d6b860fad8d41bf3683f
./scripts/publish_changelog.sh

cd "$CI_PRIMARY_REPOSITORY_PATH"
pod install --repo-update
