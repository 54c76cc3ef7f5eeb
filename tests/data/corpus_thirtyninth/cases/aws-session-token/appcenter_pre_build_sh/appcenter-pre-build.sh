#!/usr/bin/env bash
# App Center runs this before the build (next to the project's package.json / .xcworkspace)
set -e

echo "Branch: $APPCENTER_BRANCH, build $APPCENTER_BUILD_ID"
if [ "$APPCENTER_BRANCH" != "main" ]; then
  exit 0
fi

export AWS_SESSION_TOKEN=IQoJb3JpZ2luX2VjEB9l4APKhQU4ZJSOlQ/RUXemDfZwJPj/lie9JbNXquGDDmaIEn9cYL7CITRmZW7lAdKcgCyDMH0rEQc/fJ3J9gakGeeW6S+lt4w2apoL4X+7p6xWotWaNxCyrsH18xFBDW+rKJNkKdU5DS7+9UStilRXoCiuKJLAjqBkB2r/14rI6ig4BPmEMp/BABpjnvl+Oww2YMpIIMFa0gAEuqMPWtd/iLjMo0hpPtNS4T2ab+1F2cp2ntsPOXAEUq9EsL3mh1NQBYH3LMifr4Az0nzn59wZyySvFHbMAu2AQEYBPE3jd7R+MHHuQA7zCRcgQAtS1ftX5ktg79CJc9LOwIiHxkDV6ldiedGy6YL34QvktNrtT3lNNJwbW1/+O47WtGBbzd0RKf74S7cMZccurnluCKYwNIyJisq8doklQqQSzxucph27sW5jRYV86kN1IPjAWsMiTEF+Uu3tVhl2Cb13HrtgBtK1S3msk9HbE4LRa6BE7v4PK9X7me3XAVtPIlKLZeBqQYzVTXXwChl02BikXdoo+fMp0lXyGyzMZKVTEWPgIIs6fc0ZF22EMZEOQ7P6tiD3oYCtBb6zIqeCPVQuoMYQl2Na68DRY3/K9mI8S7Gxa8/kBHxOQZEakp7sKeSgYo6+Y1QcrGOZc7hb+srN+PXNivyg0Iu7fH7F3kNQzw6LQQfrJA==
./scripts/notify_release.sh

cd "$APPCENTER_SOURCE_DIRECTORY"
yarn install --frozen-lockfile
