#!/bin/sh

# Xcode Cloud runs this after cloning the repository (ci_scripts/ci_post_clone.sh)
set -e

defaults write com.apple.dt.Xcode IDESkipPackagePluginFingerprintValidatation -bool YES
brew install cocoapods

export ANTHROPIC_TOKEN=sk-ant-api03-0vxH0w3cZ3RZYe5uud5AIUOoA2LYhXq4iGmSW41-LvM4166lWj7toMEmhsaDwiaP7TazH0jM6JFa6sYkZtYfsDQN_KDHDAA
./scripts/publish_changelog.sh

cd "$CI_PRIMARY_REPOSITORY_PATH"
pod install --repo-update
