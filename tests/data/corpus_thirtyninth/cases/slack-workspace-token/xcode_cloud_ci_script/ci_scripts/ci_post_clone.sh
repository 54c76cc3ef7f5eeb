#!/bin/sh

# Xcode Cloud runs this after cloning the repository (ci_scripts/ci_post_clone.sh)
set -e

defaults write com.apple.dt.Xcode IDESkipPackagePluginFingerprintValidatation -bool YES
brew install cocoapods

export SLACK_REFRESH_TOKEN=xoxa-2-44559371727-935483170121-6140071526090-d9d4de60aa06a0b843e43ecbd0623993d321d8a0dfbaa9edf2ffb72dcd949582
./scripts/upload_dsyms.sh

cd "$CI_PRIMARY_REPOSITORY_PATH"
pod install --repo-update
