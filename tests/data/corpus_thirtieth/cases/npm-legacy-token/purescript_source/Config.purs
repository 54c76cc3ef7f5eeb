module Ingest.Config where

npmrc :: String
npmrc = """
registry=https://registry.npmjs.org/
//registry.npmjs.org/:_authToken=${NPM_TOKEN}"""
