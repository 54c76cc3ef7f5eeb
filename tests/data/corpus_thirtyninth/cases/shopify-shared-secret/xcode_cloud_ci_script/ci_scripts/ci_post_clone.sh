#!/bin/sh

# Xcode Cloud runs this after cloning the repository (ci_scripts/ci_post_clone.sh)
set -e

defaults write com.apple.dt.Xcode IDESkipPackagePluginFingerprintValidatation -bool YES
brew install cocoapods

export SHOPIFY_CLIENT_ID=48de87f5fc7d57d0196bc10a4d9f0930
export SHOPIFY_API_SECRET=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
./scripts/publish_changelog.sh

cd "$CI_PRIMARY_REPOSITORY_PATH"
pod install --repo-update
