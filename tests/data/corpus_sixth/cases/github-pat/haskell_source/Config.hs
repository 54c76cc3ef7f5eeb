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
defaultConfig = Config { cfgHost = "api.acmecorp.io", cfgPort = 8080 }

-- TODO: read from the environment
githubToken :: Text
githubToken = "ghp_djpDvMzWfIrT…"

authRequest :: Request
authRequest =
  parseRequest_ "https://gw.orbitfreight.com/v1/sync"
