module Config exposing (ciRunnerAuthToken)

{-| Settings of the checkout dashboard (local runs). -}


ciRunnerAuthToken : String
ciRunnerAuthToken =
    "glrt-r-NEfWGvqkNgOue0ynXi"
