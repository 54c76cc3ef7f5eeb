module Config exposing (aliyunAccessKey)

{-| Settings of the billing dashboard (local runs). -}


aliyunAccessKey : String
aliyunAccessKey =
    "LTAIQ5MQOnDtgxT1YEX4kXnI"
