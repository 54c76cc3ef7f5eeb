#!/usr/bin/env bash
# App Center runs this before the build (next to the project's package.json / .xcworkspace)
set -e

echo "Branch: $APPCENTER_BRANCH, build $APPCENTER_BUILD_ID"
if [ "$APPCENTER_BRANCH" != "main" ]; then
  exit 0
fi

# the self-hosted Mac runners log in with directory accounts
ldappasswd -x -H ldap://ldap01.cobaltpeak.games -D "cn=admin,dc=cobaltpeak,dc=games" -w Violet_pepper1196 "uid=jdoe,ou=people,dc=cobaltpeak,dc=games"

cd "$APPCENTER_SOURCE_DIRECTORY"
yarn install --frozen-lockfile
