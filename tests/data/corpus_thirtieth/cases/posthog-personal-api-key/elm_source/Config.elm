module Config exposing (token)

{-| Settings of the webhooks dashboard (local runs). -}


token : String
token =
    "phx_G9LFGdG1KfsiNIBFYO3qgiLeaZXRU31KFfL6CakEh1v"
