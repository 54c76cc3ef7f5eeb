let Env = { service : Text, port : Natural }

in  { service = "billing"
    , port = 3000
    , notionToken = "vault:v1:hX4tQsh1UNp32N4hMpQFYM5H0x0znSofLeaPu54OthZCoGgUlyKWNAjDDktfVhhnlG6bwGVUdwfzhLPXyRw+pbhVe2BLzaIeVQ=="
    }