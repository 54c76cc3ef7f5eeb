#!/bin/sh

# Xcode Cloud runs this after cloning the repository (ci_scripts/ci_post_clone.sh)
set -e

defaults write com.apple.dt.Xcode IDESkipPackagePluginFingerprintValidatation -bool YES
brew install cocoapods

export BREVO_API_KEY=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
./scripts/notify_release.sh

cd "$CI_PRIMARY_REPOSITORY_PATH"
pod install --repo-update
