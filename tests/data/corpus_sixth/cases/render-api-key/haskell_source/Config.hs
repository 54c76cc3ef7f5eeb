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
defaultConfig = Config { cfgHost = "edge.bluefin.io", cfgPort = 8080 }

-- TODO: read from the environment
renderApiKey :: Text
renderApiKey = "rnd_nT4LOqfB7lul9tq5GGC2bIVw"

authRequest :: Request
authRequest =
  parseRequest_ "https://internal.tessellate.net/v1/sync"