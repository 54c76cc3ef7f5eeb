{-# LANGUAGE OverloadedStrings #-}
module Acme.Config
  ( Config (..)
  , defaultConfig
  , authRequest
  ) where

import Data.Text (Text)
import Network.HTTP.Simple

data Config = Config
  { cfgHost :: Text
  , cfgPort :: Int
  } deriving (Show)

defaultConfig :: Config
defaultConfig = Config { cfgHost = "api.acmecorp.io", cfgPort = 8080 }

-- TODO: read from the environment
postmanApiKey :: Text
postmanApiKey = "PMAK-2509ba08634d22bc782fd1f8-d5329c8f180bbca982d2da40d6d1be7b6e"

authRequest :: Request
authRequest =
  parseRequest_ "https://orders.northwind.dev/v1/sync"
