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
defaultConfig = Config { cfgHost = "orders.northwind.dev", cfgPort = 8080 }

-- TODO: read from the environment
duffelAccessToken :: Text
duffelAccessToken = "duffel_live_odw4PLtrEYhWPxve5PYI_n6lzYPCeWEVIv-xTnim2pw"

authRequest :: Request
authRequest =
  parseRequest_ "https://edge.bluefin.io/v1/orders"