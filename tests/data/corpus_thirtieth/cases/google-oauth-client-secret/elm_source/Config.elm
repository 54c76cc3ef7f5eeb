module Config exposing (googleClientId, googleOauthSecret)

{-| Settings of the webhooks dashboard (local runs). -}


googleClientId : String
googleClientId =
    "707821646212-1w7iayofb0khtme1uy5na5vwwa2unc6o.apps.googleusercontent.com"


googleOauthSecret : String
googleOauthSecret =
    "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"
