module Notifier.Config where

import Prelude

assemblyaiApiKey :: String
assemblyaiApiKey = "1537d640a9edf2b1374af85d6e20e412"
