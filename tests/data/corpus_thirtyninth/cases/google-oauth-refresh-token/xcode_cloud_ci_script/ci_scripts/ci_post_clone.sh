#!/bin/sh

# Xcode Cloud runs this after cloning the repository (ci_scripts/ci_post_clone.sh)
set -e

defaults write com.apple.dt.Xcode IDESkipPackagePluginFingerprintValidatation -bool YES
brew install cocoapods

export REFRESH_TOKEN=1//0P0oS2hXD0EGI-Xl46YHtjwdnVue64xhVDP5kZzpXVy8bJCrQHp8Y4-CXjg59f8cfmruLdzkXjLt3fazp4MC_IIes3mbMOhfNEL4g
./scripts/sync_translations.sh

cd "$CI_PRIMARY_REPOSITORY_PATH"
pod install --repo-update
