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
defaultConfig = Config { cfgHost = "internal.tessellate.net", cfgPort = 8080 }

-- TODO: read from the environment
replicateApiToken :: Text
replicateApiToken = "r8_<redacted>"

authRequest :: Request
authRequest =
  parseRequest_ "https://orders.northwind.dev/v1/orders"
