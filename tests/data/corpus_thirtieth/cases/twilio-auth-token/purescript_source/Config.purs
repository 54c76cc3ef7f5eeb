module Webhooks.Config where

import Affjax.RequestHeader (RequestHeader(..))

headers :: Array RequestHeader
headers = [ RequestHeader "X-Twilio-Signature" "c6XaqA7wdlF8LSSOJ+tPjesjeFg="
          ]
