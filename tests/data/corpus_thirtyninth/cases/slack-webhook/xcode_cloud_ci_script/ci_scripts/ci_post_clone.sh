#!/bin/sh

# Xcode Cloud runs this after cloning the repository (ci_scripts/ci_post_clone.sh)
set -e

defaults write com.apple.dt.Xcode IDESkipPackagePluginFingerprintValidatation -bool YES
brew install cocoapods

export SLACK_WEBHOOK=https://hooks.slack.com/services/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
./scripts/upload_dsyms.sh

cd "$CI_PRIMARY_REPOSITORY_PATH"
pod install --repo-update
