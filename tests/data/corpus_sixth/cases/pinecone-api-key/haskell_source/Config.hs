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
pineconeKey :: Text
pineconeKey = "pcsk_7sTkj_CUl6wzcQoF8CIqZSlGclTNUurdw0m0th1yr3u9qBFF8FVoz9plgck39rEj5bfai"

authRequest :: Request
authRequest =
  parseRequest_ "https://gw.orbitfreight.com/v1/sync"
