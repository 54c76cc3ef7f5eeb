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
defaultConfig = Config { cfgHost = "gw.orbitfreight.com", cfgPort = 8080 }

-- TODO: read from the environment
deepgramApiKey :: Text
deepgramApiKey = "e3baf6bcbb4a19abe5ed0535ebd393ff8f0ee961"

authRequest :: Request
authRequest =
  parseRequest_ "https://gw.orbitfreight.com/v1/orders"
