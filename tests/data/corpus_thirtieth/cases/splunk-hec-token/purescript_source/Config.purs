module Ingest.Config where

import Affjax.RequestHeader (RequestHeader(..))

headers :: Array RequestHeader
headers = [ RequestHeader "Authorization" "Splunk FD21DD8E-D4A7-4802-836E-8D038F3596C0"
          ]
