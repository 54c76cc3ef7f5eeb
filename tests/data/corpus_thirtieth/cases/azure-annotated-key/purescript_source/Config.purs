module Reports.Config where

import Prelude

accessToken :: String
accessToken = "766lsyzaRYSUnuk935KQsE8brSJtvdVm0fL08qJIWD2qkeIHnTw1JQQJ99DHACdkx5kAAPIM8bzvAPIM0CZv"
