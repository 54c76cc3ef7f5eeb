#!/bin/sh

# Xcode Cloud runs this after cloning the repository (ci_scripts/ci_post_clone.sh)
set -e

defaults write com.apple.dt.Xcode IDESkipPackagePluginFingerprintValidatation -bool YES
brew install cocoapods

export YC_API_KEY=AQVNvW7T_Zt7cJfaES5wcV-kQOhpaMIh_ZgoQJ3SzS
./scripts/publish_changelog.sh

cd "$CI_PRIMARY_REPOSITORY_PATH"
pod install --repo-update
