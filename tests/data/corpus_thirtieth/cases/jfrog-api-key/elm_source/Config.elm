module Config exposing (jfrogApiKey)

{-| Settings of the orders dashboard (local runs). -}


jfrogApiKey : String
jfrogApiKey =
    "AKCp5t6nTX4mzvbsVivMxK2fR2YiXZ03CvkzY58utaDXVFOEcCyLScLzPJkJ0T1pfoawlSQBd"
