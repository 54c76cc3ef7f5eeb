module Config exposing (token)

{-| Settings of the ingest dashboard (local runs). -}


token : String
token =
    "A3-M4EB86[...]"
