#!/bin/sh

# Xcode Cloud runs this after cloning the repository (ci_scripts/ci_post_clone.sh)
set -e

defaults write com.apple.dt.Xcode IDESkipPackagePluginFingerprintValidatation -bool YES
brew install cocoapods

export DOPPLER_PROJECT=billing
export DOPPLER_CONFIG=prd
./scripts/notify_release.sh

cd "$CI_PRIMARY_REPOSITORY_PATH"
pod install --repo-update
