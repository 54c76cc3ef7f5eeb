module Config exposing (authToken)

{-| Settings of the notifier dashboard (local runs). -}


authToken : String
authToken =
    "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"
