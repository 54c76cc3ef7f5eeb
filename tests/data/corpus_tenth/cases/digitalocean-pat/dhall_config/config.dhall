let Env = { service : Text, port : Natural }

in  { service = "checkout"
    , port = 9000
    , digitaloceanToken = "dop_v1_7f083544570f0e02a8f1c485d735d7a233bc3ddd231db8389338884415f50b8d"
    }
