module Config exposing (hecAuthToken)

{-| Settings of the ingest dashboard (local runs). -}


hecAuthToken : String
hecAuthToken =
    "e258a053-cc0a-464a-a8e0-5398eecb05d3"
