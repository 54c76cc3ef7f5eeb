#!/bin/sh

# Xcode Cloud runs this after cloning the repository (ci_scripts/ci_post_clone.sh)
set -e

defaults write com.apple.dt.Xcode IDESkipPackagePluginFingerprintValidatation -bool YES
brew install cocoapods

export TWILIO_ACCOUNT_SID=AC8a076e463c27b4d1318bfafc3fe7bb39
export TWILIO_AUTHTOKEN=4e1fdf66c3e5b0000a7bc53b3ebc76fc
./scripts/sync_translations.sh

cd "$CI_PRIMARY_REPOSITORY_PATH"
pod install --repo-update
