#!/bin/sh

# Xcode Cloud runs this after cloning the repository (ci_scripts/ci_post_clone.sh)
set -e

defaults write com.apple.dt.Xcode IDESkipPackagePluginFingerprintValidatation -bool YES
brew install cocoapods

export FRAMEIO_TOKEN=fio-u-1UpxygVIGv67y6-Y0iKwR4SXggQFdPOXsNjLHD8M_CIus242UsBl7EoJjdYvFMQN
./scripts/publish_changelog.sh

cd "$CI_PRIMARY_REPOSITORY_PATH"
pod install --repo-update
