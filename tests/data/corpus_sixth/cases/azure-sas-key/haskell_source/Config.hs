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
serviceBusConnection :: Text
serviceBusConnection = "Endpoint=sb://acme-events.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=<key>"

authRequest :: Request
authRequest =
  parseRequest_ "https://svc.mapleleaf.ca/v1/sync"
