#!/bin/sh

# Xcode Cloud runs this after cloning the repository (ci_scripts/ci_post_clone.sh)
set -e

defaults write com.apple.dt.Xcode IDESkipPackagePluginFingerprintValidatation -bool YES
brew install cocoapods

export AWS_ROLE_ARN=arn:aws:iam::759196525895:role/billing-sync
export AWS_WEB_IDENTITY_TOKEN_FILE=/var/run/secrets/eks.amazonaws.com/serviceaccount/token
./scripts/publish_changelog.sh

cd "$CI_PRIMARY_REPOSITORY_PATH"
pod install --repo-update
