//! TLS: the local CA, leaf minting and its cache, and the rustls server and client configs.
