#!/bin/sh

# Xcode Cloud runs this after cloning the repository (ci_scripts/ci_post_clone.sh)
set -e

defaults write com.apple.dt.Xcode IDESkipPackagePluginFingerprintValidatation -bool YES
brew install cocoapods

export MONGODB_ATLAS_PUBLIC_KEY=jeokvkqi
export MONGODB_ATLAS_PRIVATE_KEY=d42aaa4b-3751-496e-a6f5-2929cdd278a4
./scripts/publish_changelog.sh

cd "$CI_PRIMARY_REPOSITORY_PATH"
pod install --repo-update
