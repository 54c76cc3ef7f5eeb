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
defaultConfig = Config { cfgHost = "billing.quarry-labs.com", cfgPort = 8080 }

-- TODO: read from the environment
azureStorageConnectionString :: Text
azureStorageConnectionString = "DefaultEndpointsProtocol=https;AccountName=nwlogs01rmn;AccountKey=TOJ1D00oRXRoyQdupOGUp3KYJbXo5K6ujIznqi24rFYuCQ8lNUas//g2/Qbcu3/1pVWIE33kfTceneatJcZohw==;EndpointSuffix=core.windows.net"

authRequest :: Request
authRequest =
  parseRequest_ "https://edge.bluefin.io/v1/sync"