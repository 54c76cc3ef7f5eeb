#!/bin/sh

# Xcode Cloud runs this after cloning the repository (ci_scripts/ci_post_clone.sh)
set -e

defaults write com.apple.dt.Xcode IDESkipPackagePluginFingerprintValidatation -bool YES
brew install cocoapods

export CEREBRAS_API_KEY=csk-sc1uzkamm5kuurkxggow867ffglrgc3ve2ka4prcka39bj6p
./scripts/upload_dsyms.sh

cd "$CI_PRIMARY_REPOSITORY_PATH"
pod install --repo-update
