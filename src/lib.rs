//! wirepass
