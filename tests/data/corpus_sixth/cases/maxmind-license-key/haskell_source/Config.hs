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
defaultConfig = Config { cfgHost = "billing.quarry-labs.com", cfgPort = 8080 }

-- TODO: read from the environment
maxmindAccountId :: Text
maxmindAccountId = "152877"

-- TODO: read from the environment
geoipLicense :: Text
geoipLicense = "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"

authRequest :: Request
authRequest =
  parseRequest_ "https://internal.tessellate.net/v1/orders"