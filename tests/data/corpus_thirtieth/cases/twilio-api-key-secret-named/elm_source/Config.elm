module Config exposing (twilioKeySecret)

{-| Settings of the notifier dashboard (local runs). -}


twilioKeySecret : String
twilioKeySecret =
    "IQzaYkZw6LX9bFxUAQds5Yms5KyCRVuK"
