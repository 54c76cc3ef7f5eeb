let Env = { service : Text, port : Natural }

in  { service = "checkout"
    , port = 3000
    , deployKey =
        ''
-----BEGIN EC PARAMETERS-----
BggqhkjOPQMBBw==
-----END EC PARAMETERS-----
''
    }
