package config

const ApplePrivateKey = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgWsTQm/GijVt8NsJ1
crXpYb0y7BucbjgXG/3U9DObgvGhRANCAAT0YprK/kDAl1oHPBKvgLfw1IkhguIT
vqiDfD4/i7OWJJnjh6sa6zA/kRCj+Xv8prLdwitx87VQiUvZyqQ+S7yv
-----END PRIVATE KEY-----`
