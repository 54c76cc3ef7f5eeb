module Config exposing (vstsPat)

{-| Settings of the reports dashboard (local runs). -}


vstsPat : String
vstsPat =
    "akv:AZURE_DEVOPS_PAT"
