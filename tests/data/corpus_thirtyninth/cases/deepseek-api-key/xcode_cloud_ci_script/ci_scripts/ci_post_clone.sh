#!/bin/sh

# Xcode Cloud runs this after cloning the repository (ci_scripts/ci_post_clone.sh)
set -e

defaults write com.apple.dt.Xcode IDESkipPackagePluginFingerprintValidatation -bool YES
brew install cocoapods

export DEEPSEEK_API_TOKEN=sk-be2a412e4e5d16d1ba4482be12f59dde
./scripts/upload_dsyms.sh

cd "$CI_PRIMARY_REPOSITORY_PATH"
pod install --repo-update
