let Env = { service : Text, port : Natural }

in  { service = "reports"
    , port = 9000
    , fastlyApiToken = "fzRtD5r6RHclYtIHb5CoRlalHQmpHloX"
    }