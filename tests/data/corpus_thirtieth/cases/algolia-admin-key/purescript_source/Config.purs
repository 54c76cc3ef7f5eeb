module Notifier.Config where

import Prelude

algoliaAppId :: String
algoliaAppId = "MIX7D4DO9T"

algoliaAdminKey :: String
algoliaAdminKey = "70ab1d5c7daa9264477e5d8fa5b785ef"
