globals {
  service = "webhooks"
  shippo_token = "shippo_test_fbdaae62a4eee3c8c9a3e60cd903a6d07a4a27d6"
}
