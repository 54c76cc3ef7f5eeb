# modules/webhooks_sync/manifests/config.pp
class webhooks_sync::config (
  String $service_user = 'webhooks',
) {
  file { '/etc/webhooks-sync':
    ensure => directory,
    owner  => $service_user,
    mode   => '0750',
  }

  file { '/etc/webhooks-sync/.env':
    ensure  => file,
    owner   => $service_user,
    mode    => '0600',
    content => base64('decode', 'IyB3ZWJob29rcy1zeW5jLCBtYW5hZ2VkIGJ5IFB1cHBldCAKSEVST0tVX0RZTk9fSUQ9MTM2NmY0NzctMmFlNi00NTRhLTlkY2MtYTg0NDE1YjBmYWYzCg=='),
    notify  => Service['webhooks-sync'],
  }
}
