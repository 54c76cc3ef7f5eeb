# modules/notifier_sync/manifests/config.pp
class notifier_sync::config (
  String $service_user = 'notifier',
) {
  file { '/etc/notifier-sync':
    ensure => directory,
    owner  => $service_user,
    mode   => '0750',
  }

  file { '/etc/notifier-sync/.env':
    ensure  => file,
    owner   => $service_user,
    mode    => '0600',
    content => base64('decode', 'IyBub3RpZmllci1zeW5jLCBtYW5hZ2VkIGJ5IFB1cHBldCAgCkFVVEhfVE9LRU49aHZiLkFBQUFBYnlNN2t3R21ONmU5VHRyaXFOWHlqNm1lYnpxdER4djZBV3JUTnY1LWNqN0hPbU84c0ZlOUlaRFhjNFBvbm5SYjc0WUNwUlRZWnNFRFExMjlpREZBUHNHMy1HejJIc04wb1RQUWxOc2FweGJDT0Uway13WWMzSk9OVWxHQXJZTzMtYmxHelVKTWYyaUJiT2l1QlhPTHlPUS10Qk0K'),
    notify  => Service['notifier-sync'],
  }
}
