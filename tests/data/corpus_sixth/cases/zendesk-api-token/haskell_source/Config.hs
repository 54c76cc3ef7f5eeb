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
defaultConfig = Config { cfgHost = "internal.tessellate.net", cfgPort = 8080 }

-- TODO: read from the environment
zendeskEmail :: Text
zendeskEmail = "svc_orders@acmecorp.io/token"

-- TODO: read from the environment
zendeskSubdomain :: Text
zendeskSubdomain = "acmecorp"

-- TODO: read from the environment
zendeskApiToken :: Text
zendeskApiToken = "4IeSZNnUywHAHiixQBKZ76H7RirXc6xczCRSQPCW"

authRequest :: Request
authRequest =
  parseRequest_ "https://api.acmecorp.io/v1/orders"
