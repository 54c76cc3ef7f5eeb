module Ingest.Config where

import Prelude

apiToken :: String
apiToken = "xoxb-75425614260-4311265370034-Pe77KLRx6qo0T78yz9EYAfvH"
