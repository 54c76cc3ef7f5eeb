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
databricksHost :: Text
databricksHost = "https://adb-7685983257738929.11.azuredatabricks.net"

authRequest :: Request
authRequest =
  parseRequest_ "https://billing.quarry-labs.com/v1/sync"