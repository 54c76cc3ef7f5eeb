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
1passwordSecretKey :: Text
1passwordSecretKey = "A3-XXXXXX-XXXXXX-XXXXX-XXXXX-XXXXX-XXXXX"

authRequest :: Request
authRequest =
  parseRequest_ "https://internal.tessellate.net/v1/sync"
