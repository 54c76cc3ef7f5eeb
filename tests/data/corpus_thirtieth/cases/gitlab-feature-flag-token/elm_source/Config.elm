module Config exposing (featureFlagToken)

{-| Settings of the notifier dashboard (local runs). -}


featureFlagToken : String
featureFlagToken =
    "glffct-ZWsj0MaPamtjGite8NDv"
