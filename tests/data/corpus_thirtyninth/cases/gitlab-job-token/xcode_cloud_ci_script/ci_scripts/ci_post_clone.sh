#!/bin/sh

# Xcode Cloud runs this after cloning the repository (ci_scripts/ci_post_clone.sh)
set -e

defaults write com.apple.dt.Xcode IDESkipPackagePluginFingerprintValidatation -bool YES
brew install cocoapods

export CI_JOB_TOKEN=glcbt-19_Pkdndf9O9LnTVTmRBv_O
./scripts/notify_release.sh

cd "$CI_PRIMARY_REPOSITORY_PATH"
pod install --repo-update
