#!/bin/sh

# Xcode Cloud runs this after cloning the repository (ci_scripts/ci_post_clone.sh)
set -e

defaults write com.apple.dt.Xcode IDESkipPackagePluginFingerprintValidatation -bool YES
brew install cocoapods

export AUTH0_CLIENT_ID=ArKuqWgkJHdPieLeXFVnF76L4tBx91EU
./scripts/sync_translations.sh

cd "$CI_PRIMARY_REPOSITORY_PATH"
pod install --repo-update
