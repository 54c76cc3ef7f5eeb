#!/usr/bin/env bash
# push_itch.sh - push the demo builds of Starbound Rally to itch.io with butler (one channel per platform)
# usage: push_itch.sh <version>     (BUTLER_API_KEY comes from the CI's secret store)
set -euo pipefail

VERSION="${1:?version}"
TARGET=lanternworks/starbound-rally-demo

export FCM_SERVER_KEY=AAAAJ9qpw_v:APA91bjDmQu7m57IxfAKW4rUV2BjAW8yRI5EGa4mtDFJ0e6lBL0BQjnMeJ9W1edhDYsk4JV_NZcbdWz8jhM5gEwdGLHJANPI2n9ePlo1EJN_DSYgFViAW2HsNn81fUyaTdRUrjRj2BXJ

for ch in windows linux mac; do
  butler push "dist/${ch}" "${TARGET}:${ch}" --userversion "$VERSION" --if-changed
done
butler status "$TARGET"
