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
pplxKey :: Text
pplxKey = "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"

authRequest :: Request
authRequest =
  parseRequest_ "https://orders.northwind.dev/v1/sync"
