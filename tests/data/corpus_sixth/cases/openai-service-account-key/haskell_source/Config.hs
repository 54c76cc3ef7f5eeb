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
openAIApiKey :: Text
openAIApiKey = "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"

authRequest :: Request
authRequest =
  parseRequest_ "https://orders.northwind.dev/v1/orders"
