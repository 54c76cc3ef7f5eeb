module Checkout.Config where

import Prelude

connectionStringsDefault :: String
connectionStringsDefault = "Server=10.20.4.17;Initial Catalog=inventory;Persist Security Info=False;User ID=svc_orders;Password=PkzH_yLPoy727aWG.;Encrypt=True;TrustServerCertificate=False;"
