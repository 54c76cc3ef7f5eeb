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
mongodbAtlasProjectId :: Text
mongodbAtlasProjectId = "5fb496099976f8b41d3aa90a"

authRequest :: Request
authRequest =
  parseRequest_ "https://api.acmecorp.io/v1/sync"
