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
datadogAppKey :: Text
datadogAppKey = "ee83980acb0e50e1b1d1689e33287af56ab20557"

authRequest :: Request
authRequest =
  parseRequest_ "https://orders.northwind.dev/v1/sync"
