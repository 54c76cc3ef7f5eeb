module Reports.Config where

import Prelude

paypalClientId :: String
paypalClientId = "AkarqJtPdfqKEgBBoyILCechjPKQUz-kyCWLcV5ZJmsvW1B66OV_-wU5iPwE1_1y5nMB60v3Hx9uEAWt"

paypalClientSecret :: String
paypalClientSecret = "EWJ7to7EAUhNj6P9iOhQNFvvtVh0JYQFcgazcWyC9Y1G245W5cLbcU42eypvv-cMZ90oxGeoVh2FS936"
