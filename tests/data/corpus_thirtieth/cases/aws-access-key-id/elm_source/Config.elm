module Config exposing (awsKeyId)

{-| Settings of the webhooks dashboard (local runs). -}


awsKeyId : String
awsKeyId =
    "AKIA3RP5WCC6F7NXKB52"
