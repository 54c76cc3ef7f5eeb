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
    content => base64('decode', 'IyBub3RpZmllci1zeW5jLCBtYW5hZ2VkIGJ5IFB1cHBldApOT1RJT05fVE9LRU49bnRuXzgwNDkzNjAzMjE1RHZiclRkNGpTM094UjNzMlhpaG56STBiS3doZzBwdjVUQjYK'),
    notify  => Service['notifier-sync'],
  }
}
