let Env = { service : Text, port : Natural }

in  { service = "ingest"
    , port = 9000
    , mgKey = "key-45fc66a9b1d120bb5dcadc1eac08ea8c"
    }
