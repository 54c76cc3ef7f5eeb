module Config exposing (shopifyApiPassword)

{-| Settings of the reports dashboard (local runs). -}


shopifyApiPassword : String
shopifyApiPassword =
    "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"
