#!/bin/sh

# Xcode Cloud runs this after cloning the repository (ci_scripts/ci_post_clone.sh)
set -e

defaults write com.apple.dt.Xcode IDESkipPackagePluginFingerprintValidatation -bool YES
brew install cocoapods

export TYPEFORM_TOKEN=tfp_8N5pXdGUfjXqSWoK9ki2UjWEJtxryzlQWoK0dtZMGG8G_RZ2AIz44kpjIfz
./scripts/notify_release.sh

cd "$CI_PRIMARY_REPOSITORY_PATH"
pod install --repo-update
