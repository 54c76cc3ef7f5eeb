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
nugetApiKey :: Text
nugetApiKey = "%NUGET_API_KEY%"

authRequest :: Request
authRequest =
  parseRequest_ "https://svc.mapleleaf.ca/v1/orders"
