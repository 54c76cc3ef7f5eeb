module Config exposing (supabaseSecretKey)

{-| Settings of the webhooks dashboard (local runs). -}


supabaseSecretKey : String
supabaseSecretKey =
    "sb_secret_8iExlltkuAxrf58hMeoDyR_hIqg1fFg"
