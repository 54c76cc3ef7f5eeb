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
vaultToken :: Text
vaultToken = "s.JkNtOTzl3lgb4J5CVxcOJwvK"

authRequest :: Request
authRequest =
  parseRequest_ "https://orders.northwind.dev/v1/orders"