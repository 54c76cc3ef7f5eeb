module Webhooks.Config where

import Prelude

netlifyApiToken :: String
netlifyApiToken = "NG0OMbOk5TBoQa41frRAQqiughK0oD3loKKT23rxtLZ"
