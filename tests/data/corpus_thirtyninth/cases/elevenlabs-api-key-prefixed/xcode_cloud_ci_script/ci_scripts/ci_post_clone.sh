#!/bin/sh

# Xcode Cloud runs this after cloning the repository (ci_scripts/ci_post_clone.sh)
set -e

defaults write com.apple.dt.Xcode IDESkipPackagePluginFingerprintValidatation -bool YES
brew install cocoapods

export ELEVENLABS_VOICE_ID=21m00Tcm4TlvDq8ikWAM
./scripts/sync_translations.sh

cd "$CI_PRIMARY_REPOSITORY_PATH"
pod install --repo-update
