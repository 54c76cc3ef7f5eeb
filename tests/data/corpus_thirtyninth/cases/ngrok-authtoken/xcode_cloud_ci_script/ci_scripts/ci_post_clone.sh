#!/bin/sh

# Xcode Cloud runs this after cloning the repository (ci_scripts/ci_post_clone.sh)
set -e

defaults write com.apple.dt.Xcode IDESkipPackagePluginFingerprintValidatation -bool YES
brew install cocoapods

export NGROK_API_KEY=2lhEOGKKx4FrDVh2QZoSLKdEBJY_4bZJ0u3pEgOUGY8kk9lbd
./scripts/sync_translations.sh

cd "$CI_PRIMARY_REPOSITORY_PATH"
pod install --repo-update
