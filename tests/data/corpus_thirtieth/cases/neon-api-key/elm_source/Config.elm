module Config exposing (neonApiKey)

{-| Settings of the notifier dashboard (local runs). -}


neonApiKey : String
neonApiKey =
    "napi_797s5ph0r5et3opojn9sjv4pkd9wio11qo991zojdxbvy1rynsly74lqmta3rmpb"
