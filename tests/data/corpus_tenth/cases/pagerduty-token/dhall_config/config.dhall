let Env = { service : Text, port : Natural }

in  { service = "checkout"
    , port = 9000
    , pagerdutyToken = "u+MN5smUp1v-Lllw1IFT"
    }