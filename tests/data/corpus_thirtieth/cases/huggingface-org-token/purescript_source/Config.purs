module Billing.Config where

import Prelude

hfOrgToken :: String
hfOrgToken = "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"
