let Env = { service : Text, port : Natural }

in  { service = "ingest"
    , port = 8080
    , flyToken = "vault:v1:3uRLDVVi7zhYifukZhpSn9thlM9BFpdPmNXQYyxvZPrZAHmBCK9MJAwRl2viNgwUMmImbphrdt+lzvJQU4XD4Pz6UQ+14L4r9HNLBMFtJXy7fKILEi+faShyRVDnQ7tulGSLGu7kw8ZNfV5Xc1cFgKewLv16AGz9xYjxo//kAubtvQ=="
    }
