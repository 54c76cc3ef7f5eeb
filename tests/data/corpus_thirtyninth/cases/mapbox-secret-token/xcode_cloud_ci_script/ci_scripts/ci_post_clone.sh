#!/bin/sh

# Xcode Cloud runs this after cloning the repository (ci_scripts/ci_post_clone.sh)
set -e

defaults write com.apple.dt.Xcode IDESkipPackagePluginFingerprintValidatation -bool YES
brew install cocoapods

export MAPBOX_STYLE_URL=mapbox://styles/kestrelworks/clfepjbwpg9xpljvapwnu51n8
./scripts/sync_translations.sh

cd "$CI_PRIMARY_REPOSITORY_PATH"
pod install --repo-update
