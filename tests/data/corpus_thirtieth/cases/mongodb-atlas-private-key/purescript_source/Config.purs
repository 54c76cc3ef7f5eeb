module Reports.Config where

import Prelude

mongodbAtlasPublicKey :: String
mongodbAtlasPublicKey = "expmvwqc"

atlasApiPrivateKey :: String
atlasApiPrivateKey = "90569a21-759c-4634-96b8-4363b5d82913"
