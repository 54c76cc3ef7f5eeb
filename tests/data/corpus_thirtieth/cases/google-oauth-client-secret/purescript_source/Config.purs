module Ingest.Config where

import Prelude

googleClientId :: String
googleClientId = "858427986664-dr3hjbsth7wr22uwk2o7h29157ar3ucq.apps.googleusercontent.com"

apiKey :: String
apiKey = "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"
