module Config exposing (notionSecret)

{-| Settings of the checkout dashboard (local runs). -}


notionSecret : String
notionSecret =
    "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"
