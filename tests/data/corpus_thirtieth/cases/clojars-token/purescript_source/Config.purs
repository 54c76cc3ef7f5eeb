module Billing.Config where

import Prelude

clojarsDeployToken :: String
clojarsDeployToken = "CLOJARS_94dd1f6af7c39fb51fec1fdb9b9ac6eb6811d9b0d96e76edf05a330927b5"
