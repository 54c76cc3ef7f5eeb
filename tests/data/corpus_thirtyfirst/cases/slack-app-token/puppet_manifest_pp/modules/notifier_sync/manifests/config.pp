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
    content => base64('decode', 'IyBub3RpZmllci1zeW5jLCBtYW5hZ2VkIGJ5IFB1cHBldApTTEFDS19BUFBfVE9LRU49eGFwcC0xLUFFUjNGNlpTR0hULTcxMDQ0NjQ5OTE0MDEtOTRmMDRjMTc5NmM5NDAxMTE1MjIzNGU2NGUwNjJlNzk1ZGI0MzFkNDIwMDI1ZjE2MjZiNGM2NmRmZGUzNzk0Mgo='),
    notify  => Service['notifier-sync'],
  }
}
