module Ingest.Config where

import Prelude

jfAccessToken :: String
jfAccessToken = "cmVmdGtuOjAxOjE4MzExNDIzMTI6S1hqdFdTZU4yNk1ScWhldk9JSEF5dGpUSXRs"
