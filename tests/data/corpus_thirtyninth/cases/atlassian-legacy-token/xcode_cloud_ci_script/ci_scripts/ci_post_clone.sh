#!/bin/sh

# Xcode Cloud runs this after cloning the repository (ci_scripts/ci_post_clone.sh)
set -e

defaults write com.apple.dt.Xcode IDESkipPackagePluginFingerprintValidatation -bool YES
brew install cocoapods

export JIRA_USER=etl_reader@larkspur.dev
export CONFLUENCE_API_KEY=23kxOg8wDvAzMDNgYDMBRDsO
./scripts/notify_release.sh

cd "$CI_PRIMARY_REPOSITORY_PATH"
pod install --repo-update
