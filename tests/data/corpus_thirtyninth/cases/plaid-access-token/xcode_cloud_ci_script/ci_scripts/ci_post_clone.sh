#!/bin/sh

# Xcode Cloud runs this after cloning the repository (ci_scripts/ci_post_clone.sh)
set -e

defaults write com.apple.dt.Xcode IDESkipPackagePluginFingerprintValidatation -bool YES
brew install cocoapods

export PLAID_ACCESS_TOKEN=access-development-a99c38d3-6221-46f7-afb6-d12579dbe7a4
./scripts/upload_dsyms.sh

cd "$CI_PRIMARY_REPOSITORY_PATH"
pod install --repo-update
