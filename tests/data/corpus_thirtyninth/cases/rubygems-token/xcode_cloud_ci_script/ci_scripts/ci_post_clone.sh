#!/bin/sh

# Xcode Cloud runs this after cloning the repository (ci_scripts/ci_post_clone.sh)
set -e

defaults write com.apple.dt.Xcode IDESkipPackagePluginFingerprintValidatation -bool YES
brew install cocoapods

export GEM_HOST_API_KEY=rubygems_0efee68ddd3edb743b34cf437f8d046dfe0d3e6362093623
./scripts/upload_dsyms.sh

cd "$CI_PRIMARY_REPOSITORY_PATH"
pod install --repo-update
